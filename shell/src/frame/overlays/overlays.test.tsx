import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $cookieConsent,
  consentRead,
  $popupsClosed,
  errorRaised,
  instanceLoaded,
  persistenceStarted,
  registerTranslations,
  type InstancePopup,
} from 'shared-contracts';
import { makeInstanceConfig } from 'shared-contracts/testing';
import { CookieNotice } from './cookie-notice.tsx';
import { ErrorDialog } from './error-dialog.tsx';
import { registerShellTranslations } from '../i18n.ts';
import { PopupDialog } from './popup-dialog.tsx';

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

  it.each([
    ['Aceptar', 'accepted'],
    ['Rechazar', 'rejected'],
  ])(
    'shows the cookie notice only after storage is read, and never again once answered (%s)',
    async (button, answer) => {
      // The answer of the case before is in this window's storage.
      localStorage.clear();
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
        fireEvent.click(screen.getByRole('button', { name: button }));
      });
      expect(screen.queryByTestId('cookie-notice')).toBeNull();
      expect(scope.getState($cookieConsent)).toBe(answer);
    },
  );

  it('says what the app keeps, what an acceptance adds, and names the pixels the instance uses', async () => {
    for (const [pixels, sentence] of [
      [{ pixel_google_analytics: 'G-1', pixel_facebook_analytics: '' }, 'el píxel de Google Analytics'],
      [{ pixel_google_analytics: '', pixel_facebook_analytics: 'F-1' }, 'el píxel de Facebook'],
      [{ pixel_google_analytics: 'G-1', pixel_facebook_analytics: 'F-1' }, 'Google Analytics y Facebook'],
      [{ pixel_google_analytics: '', pixel_facebook_analytics: '' }, null],
    ] as const) {
      const scope = fork();
      await allSettled(instanceLoaded, { scope, params: makeInstanceConfig(pixels) });
      await allSettled(consentRead, { scope, params: null });
      const { unmount } = render(
        <Provider value={scope}>
          <CookieNotice />
        </Provider>,
      );
      const text = screen.getByTestId('cookie-notice').textContent ?? '';
      expect(text).toContain('tu perfil, tu sesión, tu carrito y tu idioma');
      expect(text).toContain('clics de anuncios');
      if (sentence) expect(text).toContain(sentence);
      else expect(text).not.toContain('píxel');
      unmount();
    }
  });

  it('shows the cookie notice from the first render when the consent cookie was read (the server), not once it says answered', async () => {
    const fresh = fork();
    await allSettled(consentRead, { scope: fresh, params: null });
    const { unmount } = render(
      <Provider value={fresh}>
        <CookieNotice />
      </Provider>,
    );
    expect(screen.getByTestId('cookie-notice')).toBeTruthy();
    unmount();
    for (const answer of ['accepted', 'rejected'] as const) {
      const returning = fork();
      await allSettled(consentRead, { scope: returning, params: answer });
      const again = render(
        <Provider value={returning}>
          <CookieNotice />
        </Provider>,
      );
      expect(screen.queryByTestId('cookie-notice')).toBeNull();
      again.unmount();
    }
  });

  async function showPopup(popup: InstancePopup) {
    const scope = fork();
    await allSettled(instanceLoaded, { scope, params: makeInstanceConfig({ popup }) });
    render(
      <Provider value={scope}>
        <button type="button">opener</button>
        <PopupDialog />
      </Provider>,
    );
    // Not in the server's HTML nor the hydrating render: only once storage is read.
    expect(screen.queryByTestId('popup')).toBeNull();
    screen.getByText('opener').focus();
    await act(() => allSettled(persistenceStarted, { scope }));
    return scope;
  }

  it('shows the operator’s popup with its picture and link, holds the focus, and closes for the session', async () => {
    const scope = await showPopup({
      id: 'promo',
      title: 'Dos por uno',
      body: 'Hoy',
      image: 'https://img.example/promo.png',
      link: { url: 'https://zumeria.example/promos', label: 'Ver promociones' },
    });
    const popup = screen.getByRole('dialog', { name: 'Dos por uno' });
    expect(popup.getAttribute('aria-modal')).toBe('true');
    expect(popup.querySelector('img')?.getAttribute('src')).toBe('https://img.example/promo.png');
    const link = screen.getByRole('link', { name: /Ver promociones/ });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    // Escape closes it and gives the focus back (moving in and Tab cycling are in the e2e: jsdom lays nothing out).
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByTestId('popup')).toBeNull();
    expect(document.activeElement?.textContent).toBe('opener');
    expect(scope.getState($popupsClosed)).toEqual(['promo']);
  });

  it('renders hostile popup values as text, without a non-web picture or link', async () => {
    await showPopup({
      id: 'x',
      title: '<img src=x onerror="alert(1)">Oferta',
      body: '<script>alert(1)</script>2x1',
      image: 'javascript:alert(1)',
      link: { url: 'javascript:alert(1)', label: '<b>Ver</b>' },
    });
    const popup = screen.getByTestId('popup');
    expect(screen.getByRole('heading').textContent).toBe('<img src=x onerror="alert(1)">Oferta');
    expect(screen.getByText('<script>alert(1)</script>2x1')).toBeTruthy();
    expect(popup.querySelectorAll('img, script, b, a')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByText('Cerrar'));
    });
    expect(screen.queryByTestId('popup')).toBeNull();
  });
});
