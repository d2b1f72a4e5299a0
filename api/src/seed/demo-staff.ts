import { and, inArray } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from 'shared-contracts/schemas';
import type { Db } from '../db/client.ts';
import { instances, staffAccounts } from '../db/schema.ts';
import type { PasswordHasher } from '../lib/staff-auth/passwords.ts';

/** The password of every demo account (development only: it is written in the README). */
export const DEMO_STAFF_PASSWORD = 'mesa-demo';

/** `owner@la-brasa.demo`, `kitchen@la-brasa.demo`…: one account per role and demo instance. */
export const demoStaffEmail = (role: StaffRole, slug: string): string => `${role}@${slug}.demo`;

const NAMES: Record<StaffRole, string> = {
  owner: 'Demo owner',
  manager: 'Demo manager',
  waiter: 'Demo waiter',
  kitchen: 'Demo kitchen',
};

/**
 * Creates the demo staff accounts every instance lacks (a data folder seeded before accounts existed
 * gets them at its next start). Refused with `NODE_ENV=production`: a password everyone can read must
 * never open a real restaurant's console. Returns how many accounts it created.
 */
export async function seedDemoStaff(db: Db, nodeEnv: string, passwords: PasswordHasher): Promise<number> {
  if (nodeEnv === 'production') {
    throw new Error('Demo staff accounts (password mesa-demo) are never created with NODE_ENV=production');
  }
  const all = await db.select({ id: instances.id, slug: instances.slug }).from(instances);
  if (all.length === 0) return 0;
  const wanted = all.flatMap((instance) =>
    STAFF_ROLES.map((role) => ({
      instanceId: instance.id,
      role,
      email: demoStaffEmail(role, instance.slug),
    })),
  );
  const existing = await db
    .select({ instanceId: staffAccounts.instanceId, email: staffAccounts.email })
    .from(staffAccounts)
    .where(
      and(
        inArray(
          staffAccounts.instanceId,
          all.map((instance) => instance.id),
        ),
        inArray(
          staffAccounts.email,
          wanted.map((account) => account.email),
        ),
      ),
    );
  const have = new Set(existing.map((row) => `${row.instanceId} ${row.email}`));
  const missing = wanted.filter((account) => !have.has(`${account.instanceId} ${account.email}`));
  if (missing.length === 0) return 0;
  // One hash for all: the password is public, so a salt per account would protect nothing.
  const passwordHash = await passwords.hash(DEMO_STAFF_PASSWORD);
  const created = await db
    .insert(staffAccounts)
    .values(
      missing.map((account) => ({
        instanceId: account.instanceId,
        email: account.email,
        name: NAMES[account.role],
        roles: [account.role],
        passwordHash,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: staffAccounts.id });
  return created.length;
}
