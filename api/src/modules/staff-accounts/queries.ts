import { and, asc, eq } from 'drizzle-orm';
import type { StaffAccount, StaffRole } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { staffAccounts, staffSessions } from '../../db/schema.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { revokeSessions } from '../../lib/staff-auth/sessions.ts';

export type AccountRow = typeof staffAccounts.$inferSelect;

/** Emails are compared trimmed, in lower case and in one Unicode form. */
export const normalizeEmail = (email: string): string => email.normalize('NFC').trim().toLowerCase();

export const toStaffAccount = (row: AccountRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: row.roles,
  must_change_password: row.mustChangePassword,
  created_at: row.createdAt.toISOString(),
  last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
});

export async function accountByEmail(db: Db, instanceId: number, email: string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.instanceId, instanceId), eq(staffAccounts.email, email)))
    .limit(1);
  return row;
}

export async function accountById(db: Db, accountId: number) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, accountId)).limit(1);
  return row;
}

export async function teamOf(db: Db, instanceId: number): Promise<StaffAccount[]> {
  const rows = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.instanceId, instanceId))
    .orderBy(asc(staffAccounts.email));
  return rows.map(toStaffAccount);
}

interface TeamChange {
  instanceId: number;
  actor: AuditActor;
}

/** A new account of the instance with a temporary password's hash; 409 `account_exists` for a known email. */
export async function inviteAccount(
  db: Db,
  input: { email: string; name: string; roles: StaffRole[]; passwordHash: string },
  by: TeamChange,
): Promise<StaffAccount> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(staffAccounts)
      .values({
        instanceId: by.instanceId,
        email: input.email,
        name: input.name,
        roles: input.roles,
        passwordHash: input.passwordHash,
        mustChangePassword: true,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('account_exists', `${input.email} already has an account here`);
    await recordAudit(tx, {
      ...by,
      action: 'account.invite',
      objectType: 'account',
      objectId: row.id,
      details: { email: row.email, roles: row.roles },
    });
    return toStaffAccount(row);
  });
}

/**
 * Holds every account row of the instance and the one asked for (404 `account_not_found` when it is not
 * the instance's): two owners changing each other at the same moment are decided one after the other,
 * so the last owner can never be taken away.
 */
async function lockTeam(
  tx: Tx,
  instanceId: number,
  accountId: number,
): Promise<{ target: AccountRow; owners: number }> {
  const team = await tx
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.instanceId, instanceId))
    .orderBy(asc(staffAccounts.id))
    .for('update');
  const target = team.find((row) => row.id === accountId);
  if (!target) throw notFound('account_not_found', `No account ${accountId} in this instance`);
  return { target, owners: team.filter((row) => row.roles.includes('owner')).length };
}

const lastOwner = () =>
  conflict('last_owner', 'The instance must keep at least one owner: make someone else owner first');

/** New name and/or roles; taking the owner role from the last owner is 409 `last_owner`. */
export async function updateAccount(
  db: Db,
  accountId: number,
  change: { name?: string | undefined; roles?: StaffRole[] | undefined },
  by: TeamChange,
): Promise<StaffAccount> {
  return withTransaction(db, async (tx) => {
    const { target, owners } = await lockTeam(tx, by.instanceId, accountId);
    if (change.roles && target.roles.includes('owner') && !change.roles.includes('owner') && owners <= 1) {
      throw lastOwner();
    }
    const [row] = await tx
      .update(staffAccounts)
      .set({
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.roles === undefined ? {} : { roles: change.roles }),
      })
      .where(eq(staffAccounts.id, accountId))
      .returning();
    if (!row) throw new Error('account update returned nothing');
    await recordAudit(tx, {
      ...by,
      action: 'account.update',
      objectType: 'account',
      objectId: accountId,
      details: { email: row.email, before: { name: target.name, roles: target.roles }, after: change },
    });
    return toStaffAccount(row);
  });
}

/** Removes an account and with it every session it has; the last owner is 409 `last_owner`. */
export async function removeAccount(db: Db, accountId: number, by: TeamChange): Promise<void> {
  await withTransaction(db, async (tx) => {
    const { target, owners } = await lockTeam(tx, by.instanceId, accountId);
    if (target.roles.includes('owner') && owners <= 1) throw lastOwner();
    const signedOut = await revokeSessions(tx, accountId);
    await tx.delete(staffAccounts).where(eq(staffAccounts.id, accountId));
    await recordAudit(tx, {
      ...by,
      action: 'account.remove',
      objectType: 'account',
      objectId: accountId,
      details: { email: target.email, roles: target.roles, sessions_revoked: signedOut },
    });
  });
}

/** An owner gives an account a new temporary password: it must change it, and every session ends. */
export async function resetPassword(db: Db, accountId: number, passwordHash: string, by: TeamChange) {
  await withTransaction(db, async (tx) => {
    const { target } = await lockTeam(tx, by.instanceId, accountId);
    await tx
      .update(staffAccounts)
      .set({ passwordHash, mustChangePassword: true })
      .where(eq(staffAccounts.id, accountId));
    const signedOut = await revokeSessions(tx, accountId);
    await recordAudit(tx, {
      ...by,
      action: 'account.password_reset',
      objectType: 'account',
      objectId: accountId,
      details: { email: target.email, sessions_revoked: signedOut },
    });
  });
}

/** The account chose a new password: every other session of it ends (a thief's included). */
export async function changeOwnPassword(
  db: Db,
  account: { id: number; instanceId: number; email: string },
  passwordHash: string,
  keepSessionId: number,
  actor: AuditActor,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(staffAccounts.id, account.id));
    const signedOut = await revokeSessions(tx, account.id, keepSessionId);
    await recordAudit(tx, {
      instanceId: account.instanceId,
      actor,
      action: 'account.password_change',
      objectType: 'account',
      objectId: account.id,
      details: { sessions_revoked: signedOut },
    });
  });
}

/** Signs the session out (its row goes; the cookie is cleared by the route). */
export async function endSession(db: Db, sessionId: number, instanceId: number, actor: AuditActor) {
  await withTransaction(db, async (tx) => {
    await tx.delete(staffSessions).where(eq(staffSessions.id, sessionId));
    await recordAudit(tx, {
      instanceId,
      actor,
      action: 'session.sign_out',
      objectType: 'account',
      objectId: actor.accountId ?? 0,
    });
  });
}

/** After the right password: the sign-in time, a better hash when the cost was raised, the audit row. */
export async function recordSignIn(
  tx: Tx,
  account: AccountRow,
  rehash: string | undefined,
  now: Date,
): Promise<void> {
  await tx
    .update(staffAccounts)
    .set({ lastSignInAt: now, ...(rehash === undefined ? {} : { passwordHash: rehash }) })
    .where(eq(staffAccounts.id, account.id));
  await recordAudit(tx, {
    instanceId: account.instanceId,
    actor: { kind: 'account', accountId: account.id, email: account.email },
    action: 'session.sign_in',
    objectType: 'account',
    objectId: account.id,
  });
}
