import { combine, createEffect, createEvent, sample } from 'effector';
import { createApiFx } from '../api/api-effect.ts';
import { api } from '../api/endpoints.ts';
import type { RequestHeaders } from '../api/client.ts';
import { toApiRequestError } from '../api/errors.ts';
import { TIMERS } from '../constants.ts';
import type { InstanceConfig } from '../schemas/instance.ts';
import type { Profile, SessionRequest } from '../schemas/profile.ts';
import { $instance, instanceLoaded } from './instance.ts';
import { $profile, $session, profileDropped, profileLoaded, sessionStarted } from './profile.ts';
import { $smartLinkLoggedIn } from './smart-link.ts';
import { wait } from './wait.ts';

/** Called once by the shell with the instance config: starts the tracking session and the profile. */
export const appStarted = createEvent<InstanceConfig>();

export const createSessionFx = createApiFx((instance: InstanceConfig, headers) =>
  api.createSession({ customer_id: instance.id, ...describeDevice() }, headers),
);
/** Checks the stored profile; the API reads it from the `profileid` and `token` headers. */
export const checkProfileFx = createApiFx((_stored: Profile | null, headers) =>
  api.getProfileStatus(headers),
);
const newAnonymousProfile = (instance: InstanceConfig, headers: RequestHeaders) =>
  api.createAnonymousProfile({ domain: instance.domain, name: '' }, headers);

/** A first visit's profile, asked for before the start (see `requestEarlyProfile`); taken once. */
let earlyProfile: Promise<Profile> | null = null;

/**
 * The browser's boot saw no stored profile: the anonymous profile the start will create is asked for
 * now, while the page hydrates, and the start takes its answer instead of asking again (on a table the
 * join waits for it). A failed early ask is simply asked again by the start.
 */
export function requestEarlyProfile(instance: InstanceConfig, headers: RequestHeaders): void {
  if (earlyProfile) return;
  earlyProfile = newAnonymousProfile(instance, headers);
  earlyProfile.catch(() => undefined);
}

export const createProfileFx = createApiFx((instance: InstanceConfig, headers) => {
  const early = earlyProfile;
  earlyProfile = null;
  return early
    ? early.catch(() => newAnonymousProfile(instance, headers))
    : newAnonymousProfile(instance, headers);
});
/**
 * Waits before the next try; an effect so tests drive it with fake timers. The timer resolves the
 * effect's own promise, so its `.done` (which starts the next try) stays in the caller's scope.
 */
export const sessionRetryFx = createEffect(() => wait(TIMERS.acquisitionRetryMs));
export const profileRetryFx = createEffect(() => wait(TIMERS.profileRetryMs));
/** Waits before checking the stored profile again, after a check that got no answer. */
export const profileCheckRetryFx = createEffect(() => wait(TIMERS.profileRetryMs));

/**
 * The API refused the stored profile (unknown, or not its token): only that replaces it. A check that
 * got no answer (offline, the API restarting or busy) keeps it: replacing it would take the diner's
 * table, orders and answers away for a passing fault.
 */
const refusedProfile = (error: unknown) => [401, 403, 404].includes(toApiRequestError(error).status);

function describeDevice(): Omit<SessionRequest, 'customer_id'> {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') {
    return {
      so: 'unknown',
      browser: 'unknown',
      pixel_width: 0,
      pixel_height: 0,
    };
  }
  const agent = navigator.userAgent;
  const so = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : 'other';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Chrome\//.test(agent)
      ? 'Chrome'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'other';
  return {
    so,
    browser,
    pixel_width: window.innerWidth,
    pixel_height: window.innerHeight,
  };
}

sample({ clock: appStarted, target: instanceLoaded });

// Session: created if absent; a failed try is repeated until one exists.
const $instanceWithoutSession = combine($instance, $session, (instance, session) =>
  session === null ? instance : null,
);
sample({
  clock: [appStarted, sessionRetryFx.done],
  source: $instanceWithoutSession,
  filter: (instance): instance is InstanceConfig => instance !== null,
  target: createSessionFx,
});
sample({
  clock: createSessionFx.doneData,
  fn: ({ id }) => ({ id }),
  target: sessionStarted,
});
sample({ clock: createSessionFx.fail, target: sessionRetryFx });

// Profile: a stored one is checked (again every 15 s while the check gets no answer); a missing or
// refused one is replaced by a new anonymous profile, and a failed creation is retried silently every 15 s.
sample({
  clock: [appStarted, profileCheckRetryFx.done],
  source: $profile,
  filter: (profile) => profile !== null,
  target: checkProfileFx,
});
// A profile a smart link logged in meanwhile wins over the answers of the start.
const $startMayChangeProfile = $smartLinkLoggedIn.map((loggedIn) => !loggedIn);
const profileRefused = checkProfileFx.failData.filter({ fn: refusedProfile });
sample({
  clock: checkProfileFx.failData,
  filter: (error) => !refusedProfile(error),
  target: profileCheckRetryFx,
});
sample({ clock: checkProfileFx.doneData, filter: $startMayChangeProfile, target: profileLoaded });
sample({ clock: profileRefused, filter: $startMayChangeProfile, target: profileDropped });
sample({
  clock: [
    sample({
      clock: appStarted,
      source: $profile,
      filter: (profile) => profile === null,
    }),
    profileRefused,
    profileRetryFx.done,
  ],
  source: { instance: $instance, may: $startMayChangeProfile },
  filter: ({ instance, may }) => instance !== null && may,
  fn: ({ instance }) => instance as InstanceConfig,
  target: createProfileFx,
});
sample({ clock: createProfileFx.doneData, filter: $startMayChangeProfile, target: profileLoaded });
sample({ clock: createProfileFx.fail, target: profileRetryFx });
