import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { $profile, i18n, instanceLoaded } from 'shared-contracts';
import { checkPhone, phoneCountry } from 'shared-contracts/phone';
import { makeInstanceConfig } from 'shared-contracts/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerShellTranslations } from '../frame/i18n.ts';
import { accountModel, checkAccountFx, getAccountFx, saveAccountFx } from './account-model.ts';
import { AccountPage } from './account-page.tsx';
import { ACCOUNT_NS } from './account-texts.ts';
import { savedProfile } from './account.test-data.ts';

registerShellTranslations();
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

/** The account page of a diner, with the name field as `typed`, saved once. */
async function saveName(typed: string) {
  const save = vi.fn(async () => savedProfile);
  const scope = fork({
    values: [[$profile, savedProfile]],
    handlers: [
      [getAccountFx, async () => savedProfile],
      [checkAccountFx, async () => ({ checkPhone, phoneCountry })],
      [saveAccountFx, save],
    ],
  });
  await allSettled(instanceLoaded, { scope, params: makeInstanceConfig() });
  render(
    <Provider value={scope}>
      <AccountPage loader={null} />
    </Provider>,
  );
  await act(async () => {
    await allSettled(getAccountFx, { scope, params: null });
  });
  await act(async () => {
    fireEvent.change(screen.getByLabelText(i18n.t('account.name', { ns: ACCOUNT_NS })), {
      target: { value: typed },
    });
  });
  await act(() => allSettled(accountModel.submitted, { scope }).then(() => undefined));
  return { save, error: () => document.querySelector('#account-name-error')?.textContent ?? null };
}

describe('the name on the account page', () => {
  it('asks for the name when only spaces were typed', async () => {
    const { save, error } = await saveName('    ');
    expect(error()).toBe('Escribe tu nombre.');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a pasted name without its surrounding spaces', async () => {
    const { save, error } = await saveName('  Ana Gómez ');
    expect(error()).toBeNull();
    expect(save).toHaveBeenCalledWith({
      id: savedProfile.id,
      profile: expect.objectContaining({ name: 'Ana Gómez' }),
    });
  });

  it('names its limit in characters as the diner sees them, in the page language', async () => {
    await i18n.changeLanguage('en');
    const { error } = await saveName('😀'.repeat(121));
    expect(error()).toBe('Use at most 120 characters.');
  });
});
