import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { StaffRole } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { instances, staffAccounts, staffSessions } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { hashToken, newToken } from '../tokens.ts';
import { STAFF_SESSION } from './session-cookie.ts';

/** A signed-in account as a staff call sees it. */
export interface StaffAccountCaller {
  kind: 'account';
  accountId: number;
  email: string;
  name: string;
  roles: StaffRole[];
  mustChangePassword: boolean;
  instance: { id: number; slug: string; domain: string; name: string };
  sessionId: number;
  /** The cookie's secret: the CSRF token is derived from it. */
  sessionToken: string;
  expiresAt: Date;
}

/** The platform operator (`Authorization: Bearer <STAFF_TOKEN>`): every instance, every call. */
export interface OperatorCaller {
  kind: 'operator';
}

export type StaffCaller = StaffAccountCaller | OperatorCaller;

/** A new session for the account; the token is for the cookie only (its hash is stored). */
export async function createSession(
  tx: Tx,
  accountId: number,
  now: Date,
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION.absoluteMs);
  const [row] = await tx
    .insert(staffSessions)
    .values({ accountId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now, expiresAt })
    .returning({ id: staffSessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { id: row.id, token, expiresAt };
}

/**
 * The account of a session token, when the session exists and has not expired (idle or absolute); an
 * expired one is deleted. Moves `last_seen_at` when it is older than `STAFF_SESSION.touchEveryMs`.
 */
export async function findSession(db: Db, token: string, now: Date): Promise<StaffAccountCaller | undefined> {
  const [row] = await db
    .select({
      session: staffSessions,
      account: staffAccounts,
      instance: { id: instances.id, slug: instances.slug, domain: instances.domain, name: instances.name },
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .innerJoin(instances, eq(instances.id, staffAccounts.instanceId))
    .where(eq(staffSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return undefined;
  const idleEnd = row.session.lastSeenAt.getTime() + STAFF_SESSION.idleMs;
  if (now.getTime() >= row.session.expiresAt.getTime() || now.getTime() >= idleEnd) {
    await db.delete(staffSessions).where(eq(staffSessions.id, row.session.id));
    return undefined;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() >= STAFF_SESSION.touchEveryMs) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.id, row.session.id), lt(staffSessions.lastSeenAt, now)));
  }
  return {
    kind: 'account',
    accountId: row.account.id,
    email: row.account.email,
    name: row.account.name,
    roles: row.account.roles,
    mustChangePassword: row.account.mustChangePassword,
    instance: row.instance,
    sessionId: row.session.id,
    sessionToken: token,
    expiresAt: row.session.expiresAt,
  };
}

/** Signs the account out everywhere, or everywhere but `keepSessionId` (a password change keeps its own). */
export async function revokeSessions(tx: Tx, accountId: number, keepSessionId?: number): Promise<number> {
  const removed = await tx
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.accountId, accountId),
        keepSessionId === undefined ? undefined : ne(staffSessions.id, keepSessionId),
      ),
    )
    .returning({ id: staffSessions.id });
  return removed.length;
}

/** Whether a session still exists and has not expired (a live stream asks it now and then). */
export async function sessionAlive(db: Db, sessionId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.id, sessionId),
        sql`${staffSessions.expiresAt} > ${now.toISOString()}::timestamptz`,
        sql`${staffSessions.lastSeenAt} > ${new Date(now.getTime() - STAFF_SESSION.idleMs).toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Moves a session's `last_seen_at` (a live stream that stays open counts as use). */
export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
}
