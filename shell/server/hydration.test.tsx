import { act } from '@testing-library/react';
import { createEffect, createEvent, createStore, fork, sample, scopeBind } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useParams } from 'react-router-dom';
import { i18n, type RemoteEntry, type RouteVisit } from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareServerI18n } from './i18n.ts';
import { renderPage } from './render-page.tsx';
import { AppRoutes } from '../src/app/app.tsx';
import { settled, type RemoteLoadResult } from '../src/remotes/remote-source.ts';
import { AppProviders } from '../src/boot/app-providers.tsx';
import type { SsrPayload } from '../src/boot/ssr-payload.ts';

// A screen written the way the house rules ask: data from an "opened" event, loads skipped when the
// scope already holds them (what a hydrated page's scope does).
const pageOpened = createEvent<string>();
const loadDishFx = createEffect((slug: string) => `Dish of ${slug}`);
const $loaded = createStore<{ slug: string; dish: string } | null>(null, { sid: 'test/loaded' }).on(
  loadDishFx.done,
  (_, { params, result }) => ({ slug: params, dish: result }),
);
sample({
  clock: pageOpened,
  source: $loaded,
  filter: (loaded, slug) => loaded?.slug !== slug,
  fn: (_, slug) => slug,
  target: loadDishFx,
});
function DishScreen() {
  const { supplier = '' } = useParams();
  const [loaded, opened] = useUnit([$loaded, pageOpened]);
  useEffect(() => {
    opened(supplier);
  }, [supplier, opened]);
  const stored = useUnit($stored);
  return (
    <p data-testid="dish">
      {loaded?.dish ?? '…'} {stored}
    </p>
  );
}
// What the browser alone knows (localStorage, e.g. the cart), applied right after hydration commits.
const storedApplied = createEvent<string>();
const $stored = createStore('').on(storedApplied, (_, value) => value);
/** As the shell's boot does: the stored state is applied once the hydrated tree has committed. */
function AppliesStoredState({ apply }: { apply: (value: string) => void }) {
  useEffect(() => apply('1 item'), [apply]);
  return null;
}
const routesModule = {
  contractsVersion: '2.0.0',
  routes: { Menu: DishScreen },
  opened: {
    Menu: pageOpened.prepend((visit: RouteVisit) => visit.params.supplier ?? ''),
  },
};
const menuRemote: RemoteEntry = {
  name: 'menu',
  entry: 'http://remotes.test/mf-manifest.json',
  enabled: true,
};
const config = makeInstanceConfig({
  suppliers: [makeSupplierSummary({ slug: 'chapinero' })],
  remotes: [menuRemote],
});

beforeAll(prepareServerI18n);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('a server-rendered page hydrated in the browser', () => {
  it('hydrates without a mismatch and without loading its data again', async () => {
    const response = await renderPage(
      {
        url: new URL('http://la-brasa.localhost/chapinero/menu'),
        host: 'la-brasa.localhost',
        cookie: undefined,
      },
      {
        template:
          '<html lang="es"><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>',
        config: () => Promise.resolve(config),
        profiles: () => Promise.resolve(null),
        remotes: {
          load: () =>
            Promise.resolve({
              module: routesModule,
              manifest: {
                url: menuRemote.entry,
                remoteEntry: 'remoteEntry.js',
                scripts: [],
                styles: [],
                laterTexts: [],
              },
              styles: {},
            }),
        },
        budgetMs: 1000,
        cspOrigins: '',
      },
    );
    expect(response.headers['x-mesa-render']).toBe('server');
    const payload = JSON.parse(
      /window\.__MESA_SSR__=(.*?)<\/script>/.exec(response.body)?.[1] ?? '',
    ) as SsrPayload;
    const markup = /<div id="root" inert>(.*)<\/div><\/body>/s.exec(response.body)?.[1] ?? '';
    expect(markup).toContain('Dish of chapinero');

    window.history.replaceState(null, '', '/chapinero/menu');
    const root = document.createElement('div');
    root.innerHTML = markup;
    document.body.append(root);
    const refetch = vi.fn(() => 'refetched');
    const scope = fork({ values: payload.state, handlers: [[loadDishFx, refetch]] });
    const onRecoverableError = vi.fn();
    await i18n.changeLanguage(payload.lang);
    const ready = settled<RemoteLoadResult>({ kind: 'ready', routes: routesModule.routes });
    await act(async () => {
      hydrateRoot(
        root,
        <AppProviders scope={scope} i18n={i18n} remotes={{ load: () => ready, retry: () => ready }}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <AppliesStoredState apply={scopeBind(storedApplied, { scope })} />
        </AppProviders>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(refetch).not.toHaveBeenCalled();
    // The remote's screen hydrated in the same pass as the frame, before the stored state arrived.
    expect(root.querySelector('[data-testid="dish"]')?.textContent).toBe('Dish of chapinero 1 item');
  });
});
