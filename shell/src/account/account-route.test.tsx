import { act, cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerShellTranslations } from '../frame/i18n.ts';

registerShellTranslations();

// The page's chunk, counted: it may be fetched only when the profile page is shown. Its first fetch
// fails (a dropped connection), the next succeeds.
const chunk = vi.hoisted(() => ({ fetches: 0 }));
vi.mock('./account-page.tsx', () => {
  chunk.fetches += 1;
  if (chunk.fetches === 1) throw new Error('connection dropped');
  return { AccountPage: () => <p data-testid="account">the profile page</p> };
});

const { AccountRoute, loadShellPage } = await import('./account-route.tsx');

const page = () => (
  <Provider value={fork()}>
    <AccountRoute />
  </Provider>
);

afterEach(cleanup);

describe('the profile page, fetched on its own', () => {
  it('is not fetched for any other page', async () => {
    await loadShellPage('/chapinero/menu');
    await loadShellPage('/');
    await loadShellPage('/chapinero/accounts');
    expect(chunk.fetches).toBe(0);
  });

  it('offers a retry when its chunk cannot be fetched, and shows the page once the retry gets it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(page());
    });
    expect(await screen.findByTestId('remote-retry')).toBeTruthy();
    expect(chunk.fetches).toBe(1);
    await act(async () => {
      screen.getByRole('button', { name: 'Reintentar' }).click();
    });
    expect(await screen.findByTestId('account')).toBeTruthy();
    expect(chunk.fetches).toBe(2);
  });

  it('renders at once when loaded before (the server, and a page about to hydrate)', async () => {
    await loadShellPage('/chapinero/account');
    const html = renderToString(page());
    expect(html).toContain('the profile page');
    expect(html).not.toContain('<!--$');
  });
});
