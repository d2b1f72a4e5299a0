import { sample } from 'effector';
import { createApiFx } from '../api/api-effect.ts';
import { api } from '../api/endpoints.ts';
import { cookiesAccepted } from './frame.ts';
import { $profile } from './profile.ts';

/** Records the acceptance on the profile; the notice stays accepted on this device whatever the answer. */
export const acceptCookiesFx = createApiFx((_: null, headers) => api.acceptCookies(headers));

sample({
  clock: cookiesAccepted,
  source: $profile,
  filter: (profile) => profile !== null,
  fn: () => null,
  target: acceptCookiesFx,
});
