import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION } from 'shared-contracts';
import { registerShellTranslations } from '../frame/i18n.ts';
import { registerAccountTranslations } from './account-texts.ts';
import { getAccountFx } from './account-model.ts';
import { savedProfile } from './account.test-data.ts';
import { PhoneVerification } from './phone-verification.tsx';
import { checkCodeFx, sendCodeFx } from './phone-verification-model.ts';

registerShellTranslations();
registerAccountTranslations();
afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const profile = savedProfile;

describe('<PhoneVerification>', () => {
  it('sends a code, keeps "send another code" disabled for 14 s, then enables it', async () => {
    const scope = fork({
      handlers: [
        [getAccountFx, async () => profile],
        [sendCodeFx, async () => ({ phone_hint: '•••• 2233', resend_at: '', expires_at: '' })],
        [checkCodeFx, async () => ({ ...profile, phone_verified: true })],
      ],
    });
    await allSettled(getAccountFx, { scope, params: null });
    render(
      <Provider value={scope}>
        <PhoneVerification />
      </Provider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Enviamos un código por SMS al •••• 2233.')).toBeTruthy();
    const resend = screen.getByTestId('verify-resend') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('Podrás pedir otro código en 14 s.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(VERIFICATION.resendAfterMs - 1_000));
    expect(resend.disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(resend.disabled).toBe(false);

    fireEvent.change(screen.getByLabelText('Código de 4 dígitos'), { target: { value: '12' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toBe('Escribe los 4 dígitos del código.');
    fireEvent.change(screen.getByLabelText('Código de 4 dígitos'), { target: { value: '1234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('phone-verified').textContent).toBe('Teléfono verificado.');
  });

  it('shows nothing without a saved phone', async () => {
    const scope = fork({ handlers: [[getAccountFx, async () => ({ ...profile, phone: null })]] });
    await allSettled(getAccountFx, { scope, params: null });
    render(
      <Provider value={scope}>
        <PhoneVerification />
      </Provider>,
    );
    expect(screen.queryByTestId('phone-verification')).toBeNull();
  });
});
