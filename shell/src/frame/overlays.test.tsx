import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import { $cookiesAccepted, errorRaised, persistenceStarted, registerTranslations } from 'shared-contracts';
import { CookieNotice } from './cookie-notice.tsx';
import { ErrorDialog } from './error-dialog.tsx';
import { registerShellTranslations } from './i18n.ts';

registerShellTranslations();
// The dialog's title is a key of the `common` namespace, which the language start registers in the app.
const networkText = { 'errors.network_error': 'Sin conexión' };
registerTranslations('common', { es: networkText, en: networkText, pt: networkText });
afterEach(cleanup);

describe('overlays', () => {
  it('shows a raised error with its translated key, message and icon until it is dismissed', async () => {
    const scope = fork();
    render(
      <Provider value={scope}>
        <ErrorDialog />
      </Provider>,
    );
    expect(screen.queryByTestId('error-dialog')).toBeNull();
    await act(() =>
      allSettled(errorRaised, {
        scope,
        params: { key: 'errors.network_error', message: 'timeout', icon: 'warning' },
      }),
    );
    const dialog = screen.getByTestId('error-dialog');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(screen.getByRole('heading').textContent).toBe('Sin conexión');
    expect(screen.getByText('timeout')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Atención');
    await act(async () => {
      fireEvent.click(screen.getByText('Entendido'));
    });
    expect(screen.queryByTestId('error-dialog')).toBeNull();
  });

  it('shows the cookie notice only after storage is read, and never again once accepted', async () => {
    const scope = fork();
    render(
      <Provider value={scope}>
        <CookieNotice />
      </Provider>,
    );
    // The server's render and the hydrating one: no notice (storage is not read yet).
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    await act(() => allSettled(persistenceStarted, { scope }));
    expect(screen.getByTestId('cookie-notice')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('Aceptar'));
    });
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    expect(scope.getState($cookiesAccepted)).toBe(true);
  });
});
