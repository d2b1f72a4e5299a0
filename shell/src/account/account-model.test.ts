import { allSettled, fork } from 'effector';
import {
  $chunkFailure,
  $errorDialog,
  $profile,
  ApiRequestError,
  ChunkLoadError,
  instanceLoaded,
  profileLoaded,
} from 'shared-contracts';
import type { Profile } from 'shared-contracts/schemas';
import { makeInstanceConfig, makeProfile } from 'shared-contracts/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  AccountPageGate,
  accountModel,
  checkAccountFx,
  getAccountFx,
  saveAccountFx,
} from './account-model.ts';

const profile: Profile = makeProfile();

async function openAccount(save: () => Promise<Profile>) {
  const scope = fork({
    values: [[$profile, profile]],
    handlers: [
      [getAccountFx, () => Promise.resolve(profile)],
      [saveAccountFx, save],
    ],
  });
  await allSettled(instanceLoaded, { scope, params: makeInstanceConfig() });
  await allSettled(AccountPageGate.open, { scope });
  await allSettled(accountModel.changed, { scope, params: { field: 'email', value: 'ana@example.com' } });
  return scope;
}

describe('account model', () => {
  it('a save that fails raises the error dialog with the failure’s message; the typed values stay', async () => {
    const save = vi.fn(() => Promise.reject(new ApiRequestError(0, 'network_error', 'offline')));
    const scope = await openAccount(save);
    await allSettled(accountModel.submitted, { scope });
    expect(save).toHaveBeenCalledOnce();
    expect(scope.getState($errorDialog)).toEqual({
      key: 'errors.network_error',
      message: null,
      icon: 'error',
    });
    expect(scope.getState(accountModel.status)).toBe('ready');
    expect(scope.getState(accountModel.fields).email).toBe('ana@example.com');
  });

  it('an error code the app has no words for gets the generic message', async () => {
    const scope = await openAccount(() => Promise.reject(new ApiRequestError(500, 'boom', 'x')));
    await allSettled(accountModel.submitted, { scope });
    expect(scope.getState($errorDialog)?.key).toBe('errors.generic');
  });

  it('phone rules that cannot be loaded offer a reload, not the error dialog, and save nothing', async () => {
    const save = vi.fn(() => Promise.resolve(profile));
    const scope = fork({
      values: [[$profile, profile]],
      handlers: [
        [getAccountFx, () => Promise.resolve(profile)],
        [saveAccountFx, save],
        [
          checkAccountFx,
          () => Promise.reject(new ChunkLoadError('Failed to fetch dynamically imported module')),
        ],
      ],
    });
    await allSettled(AccountPageGate.open, { scope });
    await allSettled(accountModel.submitted, { scope });
    expect(save).not.toHaveBeenCalled();
    expect(scope.getState($chunkFailure)).toBe('script');
    expect(scope.getState($errorDialog)).toBeNull();
  });

  it('a saved account raises nothing', async () => {
    const scope = await openAccount(() => Promise.resolve({ ...profile, email: 'ana@example.com' }));
    await allSettled(accountModel.submitted, { scope });
    expect(scope.getState($errorDialog)).toBeNull();
    expect(scope.getState(accountModel.status)).toBe('saved');
  });

  it("reads the account again when another profile takes the page's place (the phone's own profile)", async () => {
    const own = makeProfile({ id: 3, name: 'Ana Primera', phone: '+573004445566', phone_code: '57' });
    const read = vi.fn(async () => profile);
    const scope = fork({ values: [[$profile, profile]], handlers: [[getAccountFx, read]] });
    await allSettled(instanceLoaded, { scope, params: makeInstanceConfig() });
    await allSettled(AccountPageGate.open, { scope });
    expect(read).toHaveBeenCalledTimes(1);
    read.mockImplementation(async () => own);
    await allSettled(profileLoaded, { scope, params: own });
    expect(read).toHaveBeenCalledTimes(2);
    expect(scope.getState(accountModel.fields)).toMatchObject({
      name: 'Ana Primera',
      phoneCountry: 'CO',
      phone: '3004445566',
    });
    // The same profile again (its token refreshed) reads nothing more.
    await allSettled(profileLoaded, { scope, params: { ...own, token: 'other' } });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps the categories the diner ticks and sends them with the rest', async () => {
    const save = vi.fn(async () => profile);
    const scope = await openAccount(save);
    await allSettled(accountModel.categoryToggled, { scope, params: 'vegan' });
    await allSettled(accountModel.categoryToggled, { scope, params: 'desserts' });
    await allSettled(accountModel.categoryToggled, { scope, params: 'vegan' });
    await allSettled(accountModel.changed, { scope, params: { field: 'sex', value: 'other' } });
    await allSettled(accountModel.submitted, { scope });
    expect(save).toHaveBeenCalledWith({
      id: profile.id,
      profile: expect.objectContaining({ categories: ['desserts'], sex: 'other', email: 'ana@example.com' }),
    });
  });
});
