import { and, eq, isNull } from 'drizzle-orm';
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

/** Records the first acceptance of the cookie notice; later calls keep that moment. */
export async function saveCookieConsent(db: Db, profileId: number): Promise<Date> {
  await db
    .update(profiles)
    .set({ cookiesAcceptedAt: new Date() })
    .where(and(eq(profiles.id, profileId), isNull(profiles.cookiesAcceptedAt)));
  const [row] = await db
    .select({ at: profiles.cookiesAcceptedAt })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  if (!row?.at) throw new Error('cookie consent not stored');
  return row.at;
}
