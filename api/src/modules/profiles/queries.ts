import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { phoneCountry } from 'shared-contracts/phone';
import type { Profile, ProfileAccountRequest } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { profileDevices, profiles } from '../../db/schema.ts';
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
    phone_code: row.phone ? (phoneCountry(row.phone)?.code ?? null) : null,
    phone_code_iso2: row.phone ? (row.phoneCodeIso2 ?? phoneCountry(row.phone)?.iso2 ?? null) : null,
    sex: row.sex,
    dni_type: row.dniType,
    dni: row.dni,
    categories: row.categories,
    birthday_date: row.birthdayDate,
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
 * A changed phone is no longer verified (the SMS code proved the old one). The optional details change only
 * when given; the phone's country is the one chosen with it, or none (read from the number).
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
      phoneCodeIso2: phone ? (input.phone_code_iso2 ?? null) : null,
      anonymous: !email && !phone,
      phoneVerifiedAt: sql`case when ${profiles.phone} is not distinct from ${phone} then ${profiles.phoneVerifiedAt} end`,
      ...(input.sex === undefined ? {} : { sex: input.sex }),
      ...(input.dni_type === undefined ? {} : { dniType: input.dni_type }),
      ...(input.dni === undefined ? {} : { dni: input.dni === '' ? null : input.dni }),
      ...(input.categories === undefined ? {} : { categories: input.categories }),
    })
    .where(eq(profiles.id, id))
    .returning();
  if (!row) throw new Error('profile update returned nothing');
  return row;
}

/**
 * The profile of the instance that verified `phone` first: the diner's profile, which another device
 * reaches by proving the same phone.
 */
export async function firstVerifiedProfile(
  db: Db,
  instanceId: number,
  phone: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.instanceId, instanceId),
        eq(profiles.phone, phone),
        isNotNull(profiles.phoneVerifiedAt),
      ),
    )
    .orderBy(asc(profiles.phoneVerifiedAt), asc(profiles.id))
    .limit(1);
  return row;
}

/** A new token for another device of `profileId`; only its hash is kept. */
export async function addDeviceToken(db: Db, profileId: number): Promise<string> {
  const token = newToken();
  await db.insert(profileDevices).values({ profileId, tokenHash: hashToken(token) });
  return token;
}
