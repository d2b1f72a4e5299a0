import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffSignInFailures } from '../../db/schema.ts';

/**
 * Sign-in tries per account (the email asked for, known or not, within the instance) and per client
 * address, in a fixed window. Ten wrong passwords in a quarter of an hour are more than anyone mistypes;
 * thirty from one address leave room for a whole restaurant's staff behind one router. docs/security.md.
 */
export const STAFF_SIGN_IN_LIMITS = { perAccount: 10, perAddress: 30, windowMs: 15 * 60_000 } as const;

export interface SignInKeys {
  account: string;
  address: string;
}

/** The keys of one try: the email is hashed (the table never holds an address book of staff emails). */
export function signInKeys(instanceId: number, email: string, addressKey: string): SignInKeys {
  const emailHash = createHash('sha256').update(email, 'utf8').digest('hex');
  return { account: `account:${instanceId}:${emailHash}`, address: `address:${addressKey}` };
}

/** Counts one try for `key`, starting a new window when the last one has passed; returns the count. */
async function count(db: Db, key: string, now: Date): Promise<{ tries: number; windowStartedAt: Date }> {
  const nowIso = now.toISOString();
  const windowFloor = new Date(now.getTime() - STAFF_SIGN_IN_LIMITS.windowMs).toISOString();
  const expired = sql`${staffSignInFailures.windowStartedAt} <= ${windowFloor}::timestamptz`;
  const [row] = await db
    .insert(staffSignInFailures)
    .values({ key, windowStartedAt: now, failures: 1 })
    .onConflictDoUpdate({
      target: staffSignInFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${staffSignInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowIso}::timestamptz else ${staffSignInFailures.windowStartedAt} end`,
      },
    })
    .returning({ tries: staffSignInFailures.failures, windowStartedAt: staffSignInFailures.windowStartedAt });
  if (!row) throw new Error('sign-in count returned nothing');
  return row;
}

/**
 * Spends one try of both keys before the password is looked at (one atomic upsert each, so parallel
 * tries on several processes are counted one after the other). Returns the seconds to wait when either
 * key has no try left, else null. A successful sign-in gives its try back (`signInSucceeded`), so only
 * failures add up.
 */
export async function spendSignInTry(db: Db, keys: SignInKeys, now: Date): Promise<number | null> {
  const account = await count(db, keys.account, now);
  const address = await count(db, keys.address, now);
  const waits = [
    account.tries > STAFF_SIGN_IN_LIMITS.perAccount ? account.windowStartedAt : null,
    address.tries > STAFF_SIGN_IN_LIMITS.perAddress ? address.windowStartedAt : null,
  ]
    .filter((start): start is Date => start !== null)
    .map((start) => Math.ceil((start.getTime() + STAFF_SIGN_IN_LIMITS.windowMs - now.getTime()) / 1000));
  return waits.length === 0 ? null : Math.max(1, ...waits);
}

/** The right password: the account's count starts again; the address gets its try back. */
export async function signInSucceeded(db: Db, keys: SignInKeys): Promise<void> {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.key, keys.account));
  await db
    .update(staffSignInFailures)
    .set({ failures: sql`greatest(${staffSignInFailures.failures} - 1, 0)` })
    .where(eq(staffSignInFailures.key, keys.address));
}
