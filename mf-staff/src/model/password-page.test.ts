import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, type StaffSession } from 'shared-contracts';
import {
  $changed,
  $typed,
  $error,
  changePasswordFx,
  fieldChanged,
  passwordFormProblem,
  submitted,
} from './password-page.ts';
import { $session, $sessionKnown } from './session.ts';

const session = (mustChange: boolean) =>
  ({
    account: { id: 5, must_change_password: mustChange },
    instance: { slug: 'la-brasa' },
    capabilities: ['floor'],
    csrf_token: 'csrf-5',
  }) as unknown as StaffSession;

function scope(answer: () => StaffSession = () => session(false)) {
  const calls: unknown[] = [];
  const s = fork({
    values: [
      [$session, session(true)],
      [$sessionKnown, true],
    ],
    handlers: [
      [
        changePasswordFx,
        (call: unknown) => {
          calls.push(call);
          return answer();
        },
      ],
    ],
  });
  return { scope: s, calls };
}

async function type(s: ReturnType<typeof fork>, current: string, next: string, repeat: string) {
  await allSettled(fieldChanged, { scope: s, params: { field: 'current', value: current } });
  await allSettled(fieldChanged, { scope: s, params: { field: 'next', value: next } });
  await allSettled(fieldChanged, { scope: s, params: { field: 'repeat', value: repeat } });
}

describe('changing the own password', () => {
  it('refuses on screen what the API would refuse anyway, sending nothing', async () => {
    const { scope: s, calls } = scope();
    await type(s, 'old-password', 'new-password-1', 'new-password-2');
    await allSettled(submitted, { scope: s });
    expect(s.getState($error)).toBe('password_mismatch');
    await type(s, 'old-password', 'short', 'short');
    await allSettled(submitted, { scope: s });
    expect(s.getState($error)).toBe('password_too_short');
    expect(calls).toEqual([]);
  });

  it('sends the current and the new password with the CSRF token; the session no longer asks for a change', async () => {
    const { scope: s, calls } = scope();
    await type(s, 'old-password', 'new-password-1', 'new-password-1');
    await allSettled(submitted, { scope: s });
    expect(calls).toEqual([
      { body: { current_password: 'old-password', new_password: 'new-password-1' }, csrf: 'csrf-5' },
    ]);
    expect(s.getState($session)?.account.must_change_password).toBe(false);
    expect(s.getState($changed)).toBe(true);
    expect(s.getState($typed).current).toBe('');
  });

  it("shows the API's refusal by its code", async () => {
    const { scope: s } = scope(() => {
      throw new ApiRequestError(400, 'password_wrong', 'wrong');
    });
    await type(s, 'not-it-at-all', 'new-password-1', 'new-password-1');
    await allSettled(submitted, { scope: s });
    expect(s.getState($error)).toBe('password_wrong');
    expect(s.getState($changed)).toBe(false);
  });

  it('names what is missing first', () => {
    expect(passwordFormProblem('', 'x', 'x')).toBe('password_fields_required');
    expect(passwordFormProblem('a', 'long-enough-1', 'long-enough-1')).toBeNull();
  });
});
