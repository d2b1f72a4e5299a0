import { and, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  errorReports,
  paymentProofs,
  payments,
  phoneVerifications,
  profileDevices,
  profiles,
  purchaseItems,
  purchaseMembers,
  purchases,
  sessions,
} from '../db/schema.ts';

/** How long what diners leave behind without using it is kept (documented in api/README.md). */
export const RETENTION = {
  /** Tracking sessions, by their creation time. */
  sessionDays: 180,
  /** Anonymous profiles that never gave any data nor joined any purchase. */
  untouchedProfileDays: 30,
  /** Browser error reports (`POST /tracking/error_reports`). */
  errorReportDays: 30,
} as const;

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
  { table: profileDevices, column: profileDevices.profileId },
] as const;

async function deleteInBatches(next: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await next();
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** Deletes stale sessions, untouched anonymous profiles and old error reports as of `now`; returns how many of each. */
export async function pruneStale(
  db: Db,
  now: Date,
): Promise<{ sessions: number; profiles: number; errorReports: number }> {
  const sessionCutoff = new Date(now.getTime() - RETENTION.sessionDays * DAY_MS);
  const profileCutoff = new Date(now.getTime() - RETENTION.untouchedProfileDays * DAY_MS);

  const staleSessions = await deleteInBatches(async () => {
    const ids = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(lt(sessions.createdAt, sessionCutoff))
      .limit(BATCH);
    const rows = await db.delete(sessions).where(inArray(sessions.id, ids)).returning({ id: sessions.id });
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

  const reportCutoff = new Date(now.getTime() - RETENTION.errorReportDays * DAY_MS);
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

  return { sessions: staleSessions, profiles: staleProfiles, errorReports: staleReports };
}
