import { combine, createStore, sample } from 'effector';
import { createApiFx } from '../api/api-effect.ts';
import { tableOrderApi } from '../api/table-order-endpoints.ts';
import type { AgeCheckRequest } from '../schemas/legal.ts';
import type { Profile } from '../schemas/profile.ts';
import { $profile, profileLoaded } from './profile.ts';

/** The age check for alcohol (`POST /legal/check_mayor.json`): the API keeps the answer on the profile. */
export const checkAgeFx = createApiFx((body: AgeCheckRequest, headers) =>
  tableOrderApi.checkAge(body, headers),
);

/** The answer of this page's session: unknown until the diner answers, then adult or minor. */
const $ageAnswer = createStore<'unknown' | 'adult' | 'minor'>('unknown', { sid: 'contracts/age' }).on(
  checkAgeFx.doneData,
  (_, answer) => (answer.of_age ? 'adult' : 'minor'),
);

/**
 * Whether the diner may buy alcohol, for every screen that sells it (the menu, a booking's pre-order):
 * the answer given on this page, else the profile's last one (read from the API after a reload).
 */
export const $age = combine($ageAnswer, $profile, (answer, profile) => {
  if (answer !== 'unknown') return answer;
  if (profile?.of_age === true) return 'adult';
  return profile?.of_age === false ? 'minor' : 'unknown';
});

// The profile keeps the answer too (the API's own copy says the same): a reload knows the age at once,
// from the stored profile, instead of after the profile's check comes back.
sample({
  clock: checkAgeFx.done,
  source: $profile,
  filter: (profile) => profile !== null,
  // Only a known profile gets here (the filter).
  fn: (profile, { params, result }): Profile => ({
    ...(profile as Profile),
    of_age: result.of_age,
    birthday_date: params.birthday_date,
  }),
  target: profileLoaded,
});
