import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';

/** Remembers the answer on the profile: the birth date, and when it passed (null for a minor). */
export async function saveAgeCheck(
  db: Db,
  profileId: number,
  birthday: string,
  ofAge: boolean,
): Promise<void> {
  await db
    .update(profiles)
    .set({ birthdayDate: birthday, legalAgeAt: ofAge ? new Date() : null })
    .where(eq(profiles.id, profileId));
}
