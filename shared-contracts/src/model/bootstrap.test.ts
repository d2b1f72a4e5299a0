import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMERS } from '../constants.ts';
import { ApiRequestError } from '../api/errors.ts';
import type { Profile } from '../schemas/profile.ts';
import { makeInstanceConfig } from '../testing/instance-config.ts';
import { api } from '../api/endpoints.ts';
import {
  appStarted,
  checkProfileFx,
  createProfileFx,
  createSessionFx,
  requestEarlyProfile,
} from './bootstrap.ts';
import { $instance } from './instance.ts';
import { $profile, $session } from './profile.ts';

const config = makeInstanceConfig();
const profile: Profile = {
  id: 5,
  token: 't',
  anonymous: true,
  domain: 'la-brasa.localhost',
  name: '',
  phone: null,
  email: null,
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('appStarted', () => {
  it('stores the instance, creates a session and an anonymous profile', async () => {
    const createSession = vi.fn(async () => ({ id: 11 }));
    const createProfile = vi.fn(async () => profile);
    const scope = fork({
      handlers: [
        [createSessionFx, createSession],
        [createProfileFx, createProfile],
      ],
    });
    await allSettled(appStarted, { scope, params: config });
    expect(scope.getState($instance)?.slug).toBe('la-brasa');
    expect(scope.getState($session)).toEqual({ id: 11 });
    expect(scope.getState($profile)).toEqual(profile);
    expect(createProfile).toHaveBeenCalledWith(config);
  });

  it('retries the session every 1.5 s until one exists', async () => {
    const createSession = vi
      .fn<() => Promise<{ id: number }>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ id: 12 });
    const scope = fork({
      handlers: [
        [createSessionFx, createSession],
        [createProfileFx, async () => profile],
      ],
    });
    const settled = allSettled(appStarted, { scope, params: config });
    await vi.advanceTimersByTimeAsync(0);
    expect(createSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TIMERS.acquisitionRetryMs - 1);
    expect(createSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(createSession).toHaveBeenCalledTimes(2);
    expect(scope.getState($session)).toEqual({ id: 12 });
  });

  it('keeps an existing session and checks a stored profile instead of creating one', async () => {
    const createSession = vi.fn(async () => ({ id: 1 }));
    const createProfile = vi.fn(async () => profile);
    const checkProfile = vi.fn(async () => profile);
    const scope = fork({
      values: [
        [$session, { id: 3 }],
        [$profile, profile],
      ],
      handlers: [
        [createSessionFx, createSession],
        [createProfileFx, createProfile],
        [checkProfileFx, checkProfile],
      ],
    });
    await allSettled(appStarted, { scope, params: config });
    expect(createSession).not.toHaveBeenCalled();
    expect(checkProfile).toHaveBeenCalledTimes(1);
    expect(createProfile).not.toHaveBeenCalled();
  });

  it('replaces a rejected stored profile and retries a failed creation silently after 15 s', async () => {
    const createProfile = vi
      .fn<() => Promise<Profile>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ ...profile, id: 6 });
    const scope = fork({
      values: [[$profile, profile]],
      handlers: [
        [createSessionFx, async () => ({ id: 1 })],
        [checkProfileFx, async () => Promise.reject(new ApiRequestError(401, 'unauthorized', 'unknown'))],
        [createProfileFx, createProfile],
      ],
    });
    const settled = allSettled(appStarted, { scope, params: config });
    await vi.advanceTimersByTimeAsync(0);
    expect(createProfile).toHaveBeenCalledTimes(1);
    expect(scope.getState($profile)).toBeNull();
    await vi.advanceTimersByTimeAsync(TIMERS.profileRetryMs - 1);
    expect(createProfile).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(createProfile).toHaveBeenCalledTimes(2);
    expect(scope.getState($profile)?.id).toBe(6);
  });

  it('keeps the stored profile when its check gets no answer (offline, the API restarting), and checks it again', async () => {
    const createProfile = vi.fn(async () => ({ ...profile, id: 6 }));
    const checkProfile = vi
      .fn<() => Promise<Profile>>()
      .mockRejectedValueOnce(new ApiRequestError(0, 'network_error', 'offline'))
      .mockRejectedValueOnce(new ApiRequestError(503, 'busy', 'restarting'))
      .mockResolvedValue({ ...profile, name: 'Ana' });
    const scope = fork({
      values: [[$profile, profile]],
      handlers: [
        [createSessionFx, async () => ({ id: 1 })],
        [checkProfileFx, checkProfile],
        [createProfileFx, createProfile],
      ],
    });
    const settled = allSettled(appStarted, { scope, params: config });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($profile)).toEqual(profile);
    await vi.advanceTimersByTimeAsync(TIMERS.profileRetryMs);
    expect(checkProfile).toHaveBeenCalledTimes(2);
    expect(scope.getState($profile)).toEqual(profile);
    await vi.advanceTimersByTimeAsync(TIMERS.profileRetryMs);
    await settled;
    expect(checkProfile).toHaveBeenCalledTimes(3);
    expect(scope.getState($profile)).toEqual({ ...profile, name: 'Ana' });
    expect(createProfile).not.toHaveBeenCalled();
  });

  it('takes the profile a first visit asked for early instead of asking again; a failed early ask is asked again', async () => {
    const early = { ...profile, id: 8 };
    const create = vi.spyOn(api, 'createAnonymousProfile').mockResolvedValueOnce(early);
    requestEarlyProfile(config, { lang: 'es', customer_id: String(config.id) });
    // A second early ask (a boot run twice) asks nothing more.
    requestEarlyProfile(config, { lang: 'es', customer_id: String(config.id) });
    expect(create).toHaveBeenCalledTimes(1);
    const scope = fork({ handlers: [[createSessionFx, async () => ({ id: 1 })]] });
    await allSettled(appStarted, { scope, params: config });
    expect(scope.getState($profile)).toEqual(early);
    expect(create).toHaveBeenCalledTimes(1);

    create.mockClear();
    create
      .mockRejectedValueOnce(new ApiRequestError(0, 'network_error', 'offline'))
      .mockResolvedValueOnce({ ...profile, id: 9 });
    requestEarlyProfile(config, { lang: 'es', customer_id: String(config.id) });
    const again = fork({ handlers: [[createSessionFx, async () => ({ id: 1 })]] });
    await allSettled(appStarted, { scope: again, params: config });
    expect(again.getState($profile)?.id).toBe(9);
    expect(create).toHaveBeenCalledTimes(2);
    create.mockRestore();
  });
});
