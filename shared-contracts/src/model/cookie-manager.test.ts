import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMERS } from '../constants.ts';
import { makeInstanceConfig } from '../testing/instance-config.ts';
import { appStarted, createProfileFx, createSessionFx } from './bootstrap.ts';
import { $cookieManagerUrl, cookieManagerPollFx } from './cookie-manager.ts';
import { $cookieConsent, cookiesAccepted, cookiesRejected } from './frame.ts';
import { $session, sessionStarted } from './profile.ts';

const config = makeInstanceConfig({ id: 3 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => undefined);

/**
 * Starts the app in a scope whose calls never answer: the only session is the stored one, if any; the
 * diner accepted cookies unless `consent` says otherwise.
 */
async function startedWith(
  stored: { id: number } | null,
  consent: 'accepted' | 'rejected' | null = 'accepted',
) {
  const scope = fork({
    values: [
      [$session, stored],
      [$cookieConsent, consent],
    ],
    handlers: [
      [createSessionFx, never],
      [createProfileFx, never],
    ],
  });
  void allSettled(appStarted, { scope, params: config });
  await vi.advanceTimersByTimeAsync(0);
  return scope;
}

describe('cookie-manager frame', () => {
  it('opens at once when the stored session exists when the app starts', async () => {
    const scope = await startedWith({ id: 41 });
    expect(scope.getState($cookieManagerUrl)).toBe(
      'http://localhost:4000/tracking/cookie_manager?session_id=41&customer_id=3&consent=1',
    );
  });

  it('looks for the session every 30 s until it exists, then stops', async () => {
    const poll = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, TIMERS.sessionPollMs)));
    const scope = fork({
      values: [[$cookieConsent, 'accepted']],
      handlers: [
        [createSessionFx, never],
        [createProfileFx, never],
        [cookieManagerPollFx, poll],
      ],
    });
    void allSettled(appStarted, { scope, params: config });
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    void allSettled(sessionStarted, { scope, params: { id: 52 } });
    await vi.advanceTimersByTimeAsync(TIMERS.sessionPollMs - 1);
    // The session exists, but the frame waits for the next look.
    expect(scope.getState($cookieManagerUrl)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($cookieManagerUrl)).toContain('session_id=52');
    await vi.advanceTimersByTimeAsync(TIMERS.sessionPollMs * 3);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('is not loaded before the diner accepts cookies, nor after a rejection', async () => {
    const undecided = await startedWith({ id: 41 }, null);
    expect(undecided.getState($cookieManagerUrl)).toBeNull();
    void allSettled(cookiesAccepted, { scope: undecided });
    await vi.advanceTimersByTimeAsync(0);
    expect(undecided.getState($cookieManagerUrl)).toContain('session_id=41');

    const rejecting = await startedWith({ id: 41 }, null);
    void allSettled(cookiesRejected, { scope: rejecting });
    await vi.advanceTimersByTimeAsync(TIMERS.sessionPollMs * 2);
    expect(rejecting.getState($cookieManagerUrl)).toBeNull();
  });

  it('never starts a timer before the app starts', async () => {
    const poll = vi.fn(async () => undefined);
    fork({ handlers: [[cookieManagerPollFx, poll]] });
    await vi.advanceTimersByTimeAsync(TIMERS.sessionPollMs * 2);
    expect(poll).not.toHaveBeenCalled();
  });
});
