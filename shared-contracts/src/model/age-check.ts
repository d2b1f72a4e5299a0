import { combine, createStore } from 'effector';
import { createApiFx } from '../api/api-effect.ts';
import { tableOrderApi } from '../api/table-order-endpoints.ts';
import type { AgeCheckRequest } from '../schemas/legal.ts';
import { $profile } from './profile.ts';

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
