import { and, eq, inArray, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import { VERIFICATION } from 'shared-contracts/schemas';
import type { Db } from '../db/client.ts';
import {
  bookings,
  cartDrafts,
  couponRedemptions,
  errorReports,
  paymentProofs,
  payments,
  phoneCodeSends,
  phoneVerifications,
  profileDevices,
  profiles,
  purchaseItems,
  purchaseMembers,
  purchases,
  rateLimitCounters,
  searchLogs,
  sessions,
  staffSignInFailures,
} from '../db/schema.ts';
import { STAFF_SIGN_IN_LIMITS } from './staff-auth/sign-in-throttle.ts';

/** How long what diners leave behind is kept (the reasons are in docs/security.md). */
export const RETENTION = {
  /** Tracking sessions, by their creation time. */
  sessionDays: 180,
  /** Anonymous profiles that never gave any data nor joined any purchase. */
  untouchedProfileDays: 30,
  /** Browser error reports (`POST /tracking/error_reports`). */
  errorReportDays: 30,
  /** Address searches (`POST /api/search_google_logs.json`). */
  searchLogDays: 30,
  /** A booking's name, phone, email and document, counted from its booked time; the booking stays. */
  bookingContactDays: 90,
  /** A kept copy of a cart in progress, by its last change (the device keeps its own). */
  cartDraftDays: 30,
} as const;

export interface Pruned {
  sessions: number;
  profiles: number;
  errorReports: number;
  searchLogs: number;
  /** Past bookings whose contact data was blanked. */
  bookings: number;
  /** Per-phone code counts whose window has passed. */
  phoneCodeSends: number;
  /** Staff sign-in failure counts whose window has passed. */
  staffSignInFailures: number;
  /** Rate limit counters whose window has ended. */
  rateLimitCounters: number;
  /** Kept carts unchanged for `cartDraftDays`. */
  cartDrafts: number;
}

/** Rows deleted per statement: a large backlog is cleared in steps that never hold a long lock. */
const BATCH = 5_000;

const DAY_MS = 24 * 60 * 60 * 1_000;

/**
 * Every table whose rows point at a profile. A profile referenced from any of them is kept; the test
 * compares this list with the schema's foreign keys, so a new table cannot be forgotten here.
 */
export const PROFILE_REFERENCES = [
  { table: purchases, column: purchases.openedBy },
  { table: purchaseMembers, column: purchaseMembers.profileId },
  { table: purchaseItems, column: purchaseItems.profileId },
  { table: payments, column: payments.profileId },
  { table: paymentProofs, column: paymentProofs.profileId },
  { table: phoneVerifications, column: phoneVerifications.profileId },
  { table: couponRedemptions, column: couponRedemptions.profileId },
  { table: profileDevices, column: profileDevices.profileId },
  // Pruned first on their own clock, so a cart left behind keeps its profile only as long as itself.
  { table: cartDrafts, column: cartDrafts.profileId },
] as const;

async function deleteInBatches(next: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await next();
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Applies every retention rule as of `now`: deletes stale sessions, untouched anonymous profiles, old
 * error reports, old address searches, spent per-phone code counts, spent staff sign-in counts and ended
 * rate limit windows, and blanks the contact data of bookings long past. Returns how many rows each rule touched.
 */
export async function pruneStale(db: Db, now: Date): Promise<Pruned> {
  const sessionCutoff = daysBefore(now, RETENTION.sessionDays);
  const profileCutoff = daysBefore(now, RETENTION.untouchedProfileDays);

  const staleSessions = await deleteInBatches(async () => {
    const ids = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(lt(sessions.createdAt, sessionCutoff))
      .limit(BATCH);
    const rows = await db.delete(sessions).where(inArray(sessions.id, ids)).returning({ id: sessions.id });
    return rows.length;
  });

  const draftCutoff = daysBefore(now, RETENTION.cartDraftDays);
  const staleDrafts = await deleteInBatches(async () => {
    const ids = db
      .select({ id: cartDrafts.profileId })
      .from(cartDrafts)
      .where(lt(cartDrafts.updatedAt, draftCutoff))
      .limit(BATCH);
    const rows = await db
      .delete(cartDrafts)
      .where(inArray(cartDrafts.profileId, ids))
      .returning({ id: cartDrafts.profileId });
    return rows.length;
  });

  const untouched = and(
    eq(profiles.anonymous, true),
    lt(profiles.createdAt, profileCutoff),
    isNull(profiles.phone),
    isNull(profiles.email),
    isNull(profiles.birthdayDate),
    isNull(profiles.sex),
    isNull(profiles.dni),
    sql`${profiles.categories} = '[]'::jsonb`,
    ...PROFILE_REFERENCES.map(({ table, column }) =>
      notExists(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(eq(column, profiles.id)),
      ),
    ),
  );
  const staleProfiles = await deleteInBatches(async () => {
    const ids = db.select({ id: profiles.id }).from(profiles).where(untouched).limit(BATCH);
    const rows = await db.delete(profiles).where(inArray(profiles.id, ids)).returning({ id: profiles.id });
    return rows.length;
  });

  const reportCutoff = daysBefore(now, RETENTION.errorReportDays);
  const staleReports = await deleteInBatches(async () => {
    const ids = db
      .select({ id: errorReports.id })
      .from(errorReports)
      .where(lt(errorReports.createdAt, reportCutoff))
      .limit(BATCH);
    const rows = await db
      .delete(errorReports)
      .where(inArray(errorReports.id, ids))
      .returning({ id: errorReports.id });
    return rows.length;
  });

  const searchCutoff = daysBefore(now, RETENTION.searchLogDays);
  const staleSearches = await deleteInBatches(async () => {
    const ids = db
      .select({ id: searchLogs.id })
      .from(searchLogs)
      .where(lt(searchLogs.createdAt, searchCutoff))
      .limit(BATCH);
    const rows = await db
      .delete(searchLogs)
      .where(inArray(searchLogs.id, ids))
      .returning({ id: searchLogs.id });
    return rows.length;
  });

  // The booking itself (party, time, status, pre-order, rating) stays for the restaurant's figures;
  // who made it is blanked once the visit is long past.
  const bookingCutoff = daysBefore(now, RETENTION.bookingContactDays);
  const blankedBookings = await deleteInBatches(async () => {
    const ids = db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(lt(bookings.startsAt, bookingCutoff), isNull(bookings.anonymizedAt)))
      .limit(BATCH);
    const rows = await db
      .update(bookings)
      .set({ name: '', phone: '', email: '', dni: '', anonymizedAt: now })
      .where(inArray(bookings.id, ids))
      .returning({ id: bookings.id });
    return rows.length;
  });

  // A count whose window and resend wait have both passed decides nothing any more.
  const codeCutoff = new Date(now.getTime() - VERIFICATION.phoneWindowMs);
  const spentCounts = await db
    .delete(phoneCodeSends)
    .where(and(lte(phoneCodeSends.windowStartedAt, codeCutoff), lte(phoneCodeSends.lastSentAt, codeCutoff)))
    .returning({ phoneHash: phoneCodeSends.phoneHash });

  // A sign-in count whose window has passed starts again at its next try: the row holds nothing. Without
  // this every made-up email tried at sign-in would leave a row behind for good.
  const signInCutoff = new Date(now.getTime() - STAFF_SIGN_IN_LIMITS.windowMs);
  const spentSignIns = await deleteInBatches(async () => {
    const keys = db
      .select({ key: staffSignInFailures.key })
      .from(staffSignInFailures)
      .where(lte(staffSignInFailures.windowStartedAt, signInCutoff))
      .limit(BATCH);
    const rows = await db
      .delete(staffSignInFailures)
      .where(inArray(staffSignInFailures.key, keys))
      .returning({ key: staffSignInFailures.key });
    return rows.length;
  });

  // A window that has ended counts nothing: the next request starts a new one anyway. The table holds
  // one row per client seen lately, so one statement clears it.
  const endedWindows = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.windowEndsAt, now))
    .returning({ bucket: rateLimitCounters.bucket });

  return {
    sessions: staleSessions,
    profiles: staleProfiles,
    errorReports: staleReports,
    searchLogs: staleSearches,
    bookings: blankedBookings,
    phoneCodeSends: spentCounts.length,
    staffSignInFailures: spentSignIns,
    rateLimitCounters: endedWindows.length,
    cartDrafts: staleDrafts,
  };
}
