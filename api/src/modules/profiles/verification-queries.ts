import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import { VERIFICATION } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { phoneCodeSends, phoneVerifications, profiles } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { ProfileRow } from '../../lib/profile-auth.ts';

export type VerificationRow = typeof phoneVerifications.$inferSelect;

/**
 * The stored form of a code. Four digits are few, so the hash alone would not hide one from someone
 * holding the table; it keeps codes out of backups and logs in plain text, and the short life and the
 * attempt limit are what protect them.
 */
const codeHash = (profileId: number, phone: string, code: string) =>
  createHash('sha256').update(`${profileId}:${phone}:${code}`, 'utf8').digest('hex');

export function newCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION.codeLength)).padStart(VERIFICATION.codeLength, '0');
}

export async function findVerification(db: Db, profileId: number): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.profileId, profileId))
    .limit(1);
  return row;
}

/** Replaces the profile's current code with `code` for `phone`. */
export async function storeCode(
  db: Db,
  profile: ProfileRow,
  phone: string,
  code: string,
  now: Date,
): Promise<VerificationRow> {
  const values = {
    phone,
    codeHash: codeHash(profile.id, phone, code),
    attempts: 0,
    sentAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION.ttlMs),
  };
  const [row] = await db
    .insert(phoneVerifications)
    .values({ profileId: profile.id, ...values })
    .onConflictDoUpdate({ target: phoneVerifications.profileId, set: values })
    .returning();
  if (!row) throw new Error('verification upsert returned nothing');
  return row;
}

export async function forgetCode(db: Db, profileId: number): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.profileId, profileId));
}

export function codeMatches(row: VerificationRow, code: string): boolean {
  const given = Buffer.from(codeHash(row.profileId, row.phone, code), 'hex');
  return timingSafeEqual(Buffer.from(row.codeHash, 'hex'), given);
}

/**
 * Counts one wrong answer, never past the limit (two wrong answers at the same moment are both counted,
 * one after the other); returns the attempts now spent, or undefined when the limit was already reached.
 */
export async function countWrongAnswer(db: Db, profileId: number): Promise<number | undefined> {
  const [row] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.profileId, profileId),
        lt(phoneVerifications.attempts, VERIFICATION.maxAttempts),
      ),
    )
    .returning({ attempts: phoneVerifications.attempts });
  return row?.attempts;
}

/** The code was right: the phone is the diner's; the code is spent. */
export async function markPhoneVerified(db: Db, profileId: number, now: Date): Promise<ProfileRow> {
  return withTransaction(db, async (tx) => {
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.profileId, profileId));
    const [row] = await tx
      .update(profiles)
      .set({ phoneVerifiedAt: now })
      .where(eq(profiles.id, profileId))
      .returning();
    if (!row) throw new Error('profile update returned nothing');
    return row;
  });
}

/** `+573001112233` → `•••• 2233`: enough for the diner to recognise, not to read. */
export function phoneHint(phone: string): string {
  return `•••• ${phone.slice(-4)}`;
}

/** Why a phone gets no code now, and in how long it may get one. */
export type PhoneCodeRefusal = { reason: 'too_soon' | 'limit'; retryAfterMs: number };

const phoneHash = (phone: string) => createHash('sha256').update(phone, 'utf8').digest('hex');

/**
 * Counts one code to `phone` when the phone may get one now: at least `VERIFICATION.resendAfterMs` after
 * its last code and fewer than `VERIFICATION.codesPerPhone` in its window, whichever profiles asked. One
 * statement (an upsert whose update only happens when both hold), so several requests for one phone at
 * the same moment are decided one after the other: one gets the code, the others a refusal.
 */
export async function reservePhoneCode(
  db: Db,
  phone: string,
  now: Date,
): Promise<PhoneCodeRefusal | undefined> {
  const hash = phoneHash(phone);
  const windowStart = new Date(now.getTime() - VERIFICATION.phoneWindowMs);
  const resendFrom = new Date(now.getTime() - VERIFICATION.resendAfterMs);
  const windowOver = lte(phoneCodeSends.windowStartedAt, windowStart);
  const [counted] = await db
    .insert(phoneCodeSends)
    .values({ phoneHash: hash, windowStartedAt: now, sentInWindow: 1, lastSentAt: now })
    .onConflictDoUpdate({
      target: phoneCodeSends.phoneHash,
      set: {
        windowStartedAt: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${phoneCodeSends.windowStartedAt} end`,
        sentInWindow: sql`case when ${windowOver} then 1 else ${phoneCodeSends.sentInWindow} + 1 end`,
        lastSentAt: now,
      },
      setWhere: and(
        lte(phoneCodeSends.lastSentAt, resendFrom),
        or(windowOver, lt(phoneCodeSends.sentInWindow, VERIFICATION.codesPerPhone)),
      ),
    })
    .returning({ phoneHash: phoneCodeSends.phoneHash });
  if (counted) return undefined;
  const [row] = await db.select().from(phoneCodeSends).where(eq(phoneCodeSends.phoneHash, hash)).limit(1);
  if (!row) return { reason: 'too_soon', retryAfterMs: VERIFICATION.resendAfterMs };
  const resendIn = row.lastSentAt.getTime() + VERIFICATION.resendAfterMs - now.getTime();
  if (resendIn > 0) return { reason: 'too_soon', retryAfterMs: resendIn };
  return {
    reason: 'limit',
    retryAfterMs: Math.max(1, row.windowStartedAt.getTime() + VERIFICATION.phoneWindowMs - now.getTime()),
  };
}
