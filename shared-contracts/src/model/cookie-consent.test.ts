import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { acceptCookiesFx } from './cookie-consent.ts';
import { $cookiesAccepted, cookiesAccepted } from './frame.ts';
import { $profile } from './profile.ts';

const profile = { id: 3, token: 't', anonymous: true, domain: 'x', name: '', phone: null, email: null };

describe('cookie consent', () => {
  it("is recorded on the diner's profile; a failed call keeps the notice accepted", async () => {
    const accept = vi.fn(async () => {
      throw new Error('down');
    });
    const scope = fork({ values: [[$profile, profile]], handlers: [[acceptCookiesFx, accept]] });
    await allSettled(cookiesAccepted, { scope });
    expect(accept).toHaveBeenCalledTimes(1);
    expect(scope.getState($cookiesAccepted)).toBe(true);
  });
});
