import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $profile, ApiRequestError, VERIFICATION } from 'shared-contracts';
import { getAccountFx } from './account-model.ts';
import { savedProfile } from './account.test-data.ts';
import {
  $resendIn,
  checkCodeFx,
  phoneVerificationModel as model,
  resendTickFx,
  sendCodeFx,
} from './phone-verification-model.ts';

const profile = savedProfile;
const sent = { phone_hint: '•••• 2233', resend_at: '', expires_at: '' };

beforeEach(() => {
  vi.useFakeTimers();
});

/**
 * Fires a unit and lets what it starts run, without waiting for the scope to be idle: the resend
 * countdown keeps it busy for 14 s of fake time.
 */
async function fire<T>(
  unit: import('effector').EventCallable<T>,
  scope: import('effector').Scope,
  params?: T,
) {
  void allSettled(unit, { scope, params: params as T });
  await vi.advanceTimersByTimeAsync(0);
}
afterEach(() => {
  vi.useRealTimers();
});

async function scopeWith(handlers: {
  send?: () => Promise<typeof sent>;
  check?: () => Promise<typeof profile>;
}) {
  const send = vi.fn(handlers.send ?? (async () => sent));
  const check = vi.fn(handlers.check ?? (async () => ({ ...profile, phone_verified: true })));
  const scope = fork({
    handlers: [
      [getAccountFx, async () => profile],
      [sendCodeFx, send],
      [checkCodeFx, check],
    ],
  });
  await allSettled(getAccountFx, { scope, params: null });
  return { scope, send, check };
}

describe('phone verification', () => {
  it('lets the diner ask for another code only 14 s after the last one', async () => {
    const { scope, send } = await scopeWith({});
    await fire(model.sendClicked, scope);
    expect(send).toHaveBeenCalledTimes(1);
    expect(scope.getState(model.sentTo)).toBe('•••• 2233');
    expect(scope.getState($resendIn)).toBe(VERIFICATION.resendAfterMs / 1_000);

    // Clicking again before the time is up sends nothing.
    void allSettled(model.sendClicked, { scope });
    await vi.advanceTimersByTimeAsync(VERIFICATION.resendAfterMs - 1_000);
    expect(scope.getState($resendIn)).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState($resendIn)).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(scope.getState($resendIn)).toBe(0);

    void allSettled(model.sendClicked, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(scope.getState($resendIn)).toBe(VERIFICATION.resendAfterMs / 1_000);
  });

  it('counts down what the server says is left when it refuses a code as too soon', async () => {
    const { scope } = await scopeWith({
      send: () =>
        Promise.reject(new ApiRequestError(429, 'code_resend_too_soon', 'wait', { retry_after_ms: 5_000 })),
    });
    void allSettled(model.sendClicked, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState(model.problem)?.problem).toBe('code_resend_too_soon');
    expect(scope.getState($resendIn)).toBe(5);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(scope.getState($resendIn)).toBe(0);
  });

  it.each(['phone_code_limit', 'too_many_requests'])(
    'says why a code was not sent: %s (no countdown to wait out)',
    async (code) => {
      const { scope } = await scopeWith({
        send: () => Promise.reject(new ApiRequestError(429, code, 'later', { retry_after_ms: 3_600_000 })),
      });
      void allSettled(model.sendClicked, { scope });
      await vi.advanceTimersByTimeAsync(0);
      expect(scope.getState(model.problem)?.problem).toBe(code);
      expect(scope.getState($resendIn)).toBe(0);
    },
  );

  it('refuses a code that is not 4 digits without asking the API; keeps digits only', async () => {
    const { scope, check } = await scopeWith({});
    await fire(model.sendClicked, scope);
    await fire(model.codeChanged, scope, '12a');
    expect(scope.getState(model.code)).toBe('12');
    void allSettled(model.checkClicked, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).not.toHaveBeenCalled();
    expect(scope.getState(model.problem)?.problem).toBe('codeFormat');
  });

  it.each([
    ['code_wrong', 400, { attempts_left: 3 }, 3],
    ['code_expired', 409, {}, 0],
    ['code_attempts_exceeded', 409, {}, 0],
    ['not_json', 500, {}, 0],
  ])('says why a code was refused: %s', async (code, status, details, left) => {
    const { scope } = await scopeWith({
      check: () => Promise.reject(new ApiRequestError(status, code, 'no', details)),
    });
    await fire(model.sendClicked, scope);
    await fire(model.codeChanged, scope, '1234');
    void allSettled(model.checkClicked, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState(model.problem)).toEqual({
      problem: code === 'not_json' ? 'failed' : code,
      attemptsLeft: left,
    });
  });

  it('marks the phone verified with the right code, for the account and the stored profile', async () => {
    const { scope, check } = await scopeWith({});
    await fire(model.sendClicked, scope);
    await fire(model.codeChanged, scope, '4321');
    void allSettled(model.checkClicked, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledWith('4321');
    expect(scope.getState(model.account)?.phone_verified).toBe(true);
    expect(scope.getState($profile)?.phone_verified).toBe(true);
    expect(scope.getState(model.sentTo)).toBeNull();
  });

  it('starts no timer before a code is sent', async () => {
    const tick = vi.fn(async () => undefined);
    fork({ handlers: [[resendTickFx, tick]] });
    await vi.advanceTimersByTimeAsync(VERIFICATION.resendAfterMs * 2);
    expect(tick).not.toHaveBeenCalled();
  });
});
