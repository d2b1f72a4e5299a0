import { combine, createEffect, createStore, sample } from 'effector';
import { cookieManagerUrl } from '../api/identity-endpoints.ts';
import { TIMERS } from '../constants.ts';
import { appStarted } from './bootstrap.ts';
import { $cookiesAccepted } from './frame.ts';
import { $instance } from './instance.ts';
import { $session } from './profile.ts';
import { wait } from './wait.ts';

/**
 * The hidden 1 px frame of the cookie manager loads with the session id
 * once the stored session exists, looked at when the app starts and then every 30 s until it does.
 */
export const cookieManagerPollFx = createEffect(() => wait(TIMERS.sessionPollMs));

/** The session the frame was opened with; kept once found (a later session does not reload it). */
export const $cookieManagerSession = createStore<number | null>(null, {
  sid: 'contracts/cookie-manager-session',
});

const looked = sample({
  clock: [appStarted, cookieManagerPollFx.done],
  source: { session: $session, opened: $cookieManagerSession },
});
sample({
  clock: looked,
  filter: ({ session, opened }) => session !== null && opened === null,
  fn: ({ session }) => session?.id ?? 0,
  target: $cookieManagerSession,
});
sample({
  clock: looked,
  filter: ({ session, opened }) => session === null && opened === null,
  target: cookieManagerPollFx,
});

/**
 * The frame's address: the API's own page, once the diner accepted cookies. Its only use is the browser's
 * id on the API's domain (tying sessions across the instances' sites), which measures and is not needed
 * to order: without an acceptance the frame is not loaded at all.
 */
export const $cookieManagerUrl = combine(
  $cookieManagerSession,
  $instance,
  $cookiesAccepted,
  (session, instance, accepted) =>
    accepted && session !== null && instance !== null ? cookieManagerUrl(session, instance.id, true) : null,
);
