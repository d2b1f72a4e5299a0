import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $instance, $lang, $order, $savedLang, loadBranchFx } from 'shared-contracts';
import { makeInstanceConfig, makeSupplier, makeSupplierSummary } from 'shared-contracts/testing';
import {
  $languageMenuOpen,
  $links,
  $redirect,
  $spinner,
  languageClicked,
  languageMenuOpened,
  MainPageGate,
  serviceClicked,
  spinnerDelayFx,
  routeVisited,
} from './main-page.ts';

const link = (url: string) => ({ url, label: '', label_custom: '', target: '_self' as const });
const centro = makeSupplierSummary({ slug: 'centro' });

const scopeFor = (linktree: ReturnType<typeof link>[], delay: () => Promise<void> = async () => undefined) =>
  fork({
    values: [[$instance, makeInstanceConfig({ suppliers: [centro], linktree })]],
    handlers: [
      [spinnerDelayFx, delay],
      [loadBranchFx, async () => makeSupplier({ slug: 'centro' })],
    ],
  });

describe('landing page model', () => {
  it('opening the page shows the spinner for a moment and the instance’s links', async () => {
    let done: () => void = () => undefined;
    const scope = scopeFor(
      [link('service_table'), link('service_book')],
      vi.fn(() => new Promise<void>((resolve) => (done = resolve))),
    );
    const opened = allSettled(MainPageGate.open, { scope });
    expect(scope.getState($spinner)).toBe(true);
    done();
    await opened;
    expect(scope.getState($spinner)).toBe(false);
    expect(scope.getState($links).map((l) => l.service)).toEqual(['service_table', 'service_book']);
    expect(scope.getState($redirect)).toBeNull();
  });

  it('a single on-table link chooses that service and redirects to the on-table route', async () => {
    const scope = scopeFor([link('service_table')]);
    await allSettled(MainPageGate.open, { scope });
    expect(scope.getState($order)).toEqual({ service: 'on_table', subservice: null });
    expect(scope.getState($redirect)).toBe('/centro/menu-digital');
    await allSettled(MainPageGate.close, { scope });
    expect(scope.getState($redirect)).toBeNull();
  });

  it('a service click chooses its order', async () => {
    const scope = scopeFor([link('service_book')]);
    await allSettled(MainPageGate.open, { scope });
    await allSettled(serviceClicked, { scope, params: { service: 'book', subservice: null } });
    expect(scope.getState($order)).toEqual({ service: 'book', subservice: null });
  });

  it('the language modal: another language is chosen (saved, the page reloads); the same one only closes', async () => {
    const scope = fork({
      values: [
        [$instance, makeInstanceConfig()],
        [$lang, 'es'],
      ],
      handlers: [[spinnerDelayFx, async () => undefined]],
    });
    await allSettled(languageMenuOpened, { scope });
    expect(scope.getState($languageMenuOpen)).toBe(true);
    await allSettled(languageClicked, { scope, params: 'es' });
    expect(scope.getState($languageMenuOpen)).toBe(false);
    expect(scope.getState($savedLang)).toBeNull();
    await allSettled(languageClicked, { scope, params: 'en' });
    expect(scope.getState($savedLang)).toBe('en');
  });

  it('a visit to the route loads nothing and starts no pause or redirect (the page does, in the browser)', async () => {
    const delay = vi.fn(async () => undefined);
    const scope = scopeFor([link('service_table')], delay);
    await allSettled(routeVisited, { scope, params: { params: {}, search: '' } });
    expect(delay).not.toHaveBeenCalled();
    expect(scope.getState($spinner)).toBe(true);
    expect(scope.getState($redirect)).toBeNull();
    expect(scope.getState($links)).toHaveLength(1);
  });
});
