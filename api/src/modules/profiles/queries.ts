import { eq, sql } from 'drizzle-orm';
import type { Profile, ProfileAccountRequest } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import type { ProfileRow } from '../../lib/profile-auth.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** The response shape; `token` is the one the caller holds (only its hash is stored). */
export function toProfile(row: ProfileRow, token: string): Profile {
  return {
    id: row.id,
    token,
    anonymous: row.anonymous,
    domain: row.domain,
    name: row.name,
    phone: row.phone,
    email: row.email,
    of_age: row.legalAgeAt !== null ? true : row.birthdayDate !== null ? false : null,
    phone_verified: row.phone !== null && row.phoneVerifiedAt !== null,
  };
}

export async function createAnonymousProfile(
  db: Db,
  input: { instanceId: number; domain: string; name: string },
): Promise<{ row: ProfileRow; token: string }> {
  const token = newToken();
  const [row] = await db
    .insert(profiles)
    .values({
      instanceId: input.instanceId,
      tokenHash: hashToken(token),
      anonymous: true,
      domain: input.domain,
      name: input.name,
    })
    .returning();
  if (!row) throw new Error('profile insert returned nothing');
  return { row, token };
}

/**
 * Saves the diner's own account data; giving a name, email or phone makes the profile no longer anonymous.
 * A changed phone is no longer verified (the SMS code proved the old one).
 */
export async function updateAccount(
  db: Db,
  id: number,
  input: ProfileAccountRequest['profile'],
): Promise<ProfileRow> {
  const email = input.email === '' ? null : input.email.toLowerCase();
  const phone = input.phone === '' ? null : input.phone;
  const [row] = await db
    .update(profiles)
    .set({
      name: input.name,
      email,
      phone,
      anonymous: !email && !phone,
      phoneVerifiedAt: sql`case when ${profiles.phone} is not distinct from ${phone} then ${profiles.phoneVerifiedAt} end`,
    })
    .where(eq(profiles.id, id))
    .returning();
  if (!row) throw new Error('profile update returned nothing');
  return row;
}
