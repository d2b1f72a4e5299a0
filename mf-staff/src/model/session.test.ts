import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $instance, ApiRequestError, type InstanceConfig, type StaffSession } from 'shared-contracts';
import { homePageModel } from './home-page.ts';
import { screensFor } from './screens.ts';
import { loadSessionFx, signInFx, signOutFx } from './session.ts';

const session = (capabilities: StaffSession['capabilities']): StaffSession =>
  ({
    account: { id: 1, email: 'waiter@la-brasa.demo', name: 'Mesero', roles: ['waiter'] },
    instance: { id: 1, slug: 'la-brasa', name: 'La Brasa', domain: 'la-brasa.localhost' },
    capabilities,
    csrf_token: 'csrf',
  }) as unknown as StaffSession;

const config = { suppliers: [{ slug: 'chapinero', label: 'Chapinero' }] } as unknown as InstanceConfig;

describe('staff sign-in', () => {
  it('asks who is signed in once, then shows the sign-in form to nobody', async () => {
    let asked = 0;
    const scope = fork({
      handlers: [
        [
          loadSessionFx,
          () => {
            asked += 1;
            return Promise.reject(new ApiRequestError(401, 'session_required', 'no'));
          },
        ],
      ],
    });
    expect(scope.getState(homePageModel.$status)).toBe('loading');
    await allSettled(homePageModel.pageOpened, { scope });
    await allSettled(homePageModel.pageOpened, { scope });
    expect(asked).toBe(1);
    expect(scope.getState(homePageModel.$status)).toBe('signed_out');
  });

  it('says the same thing for any failed sign-in, and asks for both fields first', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      values: [[$instance, config]],
      handlers: [
        [loadSessionFx, () => Promise.reject(new ApiRequestError(401, 'session_required', 'no'))],
        [
          signInFx,
          (body: unknown) => {
            sent.push(body);
            return Promise.reject(new ApiRequestError(401, 'sign_in_failed', 'wrong'));
          },
        ],
      ],
    });
    await allSettled(homePageModel.pageOpened, { scope });
    await allSettled(homePageModel.signInChanged, {
      scope,
      params: { field: 'email', value: ' waiter@la-brasa.demo ' },
    });
    await allSettled(homePageModel.signInSubmitted, { scope });
    expect(sent).toEqual([]);
    expect(scope.getState(homePageModel.$signInError)).toBe('fields_required');

    await allSettled(homePageModel.signInChanged, { scope, params: { field: 'password', value: 'nope' } });
    await allSettled(homePageModel.signInSubmitted, { scope });
    expect(sent).toEqual([{ email: 'waiter@la-brasa.demo', password: 'nope' }]);
    expect(scope.getState(homePageModel.$signInError)).toBe('sign_in_failed');
    // The password is not kept after a try.
    expect(scope.getState(homePageModel.$signInValues).password).toBe('');
  });

  it("lists the instance's branches and the screens the account's capabilities open; sign-out forgets it", async () => {
    const scope = fork({
      values: [[$instance, config]],
      handlers: [
        [loadSessionFx, () => Promise.resolve(session(['floor', 'payments', 'live']))],
        [signOutFx, () => Promise.resolve({ signed_out: true })],
      ],
    });
    await allSettled(homePageModel.pageOpened, { scope });
    expect(scope.getState(homePageModel.$status)).toBe('signed_in');
    expect(scope.getState(homePageModel.$branches)).toEqual([
      { slug: 'chapinero', label: 'Chapinero', screens: ['tables'] },
    ]);
    expect(scope.getState(homePageModel.$screens)).toEqual(['tables']);
    await allSettled(homePageModel.signOutClicked, { scope });
    expect(scope.getState(homePageModel.$status)).toBe('signed_out');
  });

  it('opens the kitchen for the kitchen role and both screens for the owner', () => {
    expect(screensFor(['kitchen', 'live'])).toEqual(['kitchen']);
    expect(screensFor(['kitchen', 'floor'])).toEqual(['kitchen', 'tables']);
  });
});
