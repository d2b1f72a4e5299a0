// @vitest-environment node
import { createEvent } from 'effector';
import type { RemoteEntry, RouteVisit } from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareServerI18n } from './i18n.ts';
import { renderPage, type RenderDeps } from './render-page.tsx';

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Menú</title></head>' +
  '<body><div id="root"></div></body></html>';

const deliveryRemote: RemoteEntry = {
  name: 'delivery',
  entry: 'http://remotes.test/delivery/mf-manifest.json',
  enabled: true,
};
const boardOpened = createEvent<RouteVisit>();
const boardModule = {
  contractsVersion: '2.0.0',
  routes: { PickupBoard: () => <h1 data-testid="board">Pedidos para llevar</h1> },
  opened: { PickupBoard: boardOpened },
};

const deps: RenderDeps = {
  template: TEMPLATE,
  config: () =>
    Promise.resolve(
      makeInstanceConfig({
        suppliers: [makeSupplierSummary({ slug: 'chapinero' })],
        remotes: [deliveryRemote],
      }),
    ),
  profiles: vi.fn(() => Promise.resolve(null)),
  remotes: {
    load: vi.fn(() =>
      Promise.resolve({
        module: boardModule,
        manifest: {
          url: deliveryRemote.entry,
          remoteEntry: 'remoteEntry.js',
          scripts: [],
          styles: [],
          laterTexts: [],
        },
        styles: {},
      }),
    ),
  },
  budgetMs: 1000,
  cspOrigins: 'http://remotes.test http://api.test',
};

// A first visit: no language or cookie answer stored, so the diner's frame would ask about cookies.
const board = (path: string) =>
  renderPage(
    { url: new URL(`http://la-brasa.localhost:5173${path}`), host: 'la-brasa.localhost:5173' },
    deps,
  );

beforeAll(prepareServerI18n);

describe("the counter's pickup board", () => {
  it("is served bare, as a TV shows it: no diner header, cookie notice or other part of the diner's frame", async () => {
    const response = await board('/chapinero/pickup-board');
    expect(response.headers['x-mesa-render']).toBe('server');
    expect(response.body).toContain('data-testid="board"');
    expect(response.body).toContain('data-frame="console"');
    expect(response.body).not.toContain('data-frame="diner"');
    expect(response.body).not.toContain('<header');
    expect(response.body).not.toContain('data-testid="cookie-notice"');
  });

  it('says a branch the instance does not have is not found, as the diner frame does, loading no remote', async () => {
    const response = await board('/nowhere/pickup-board');
    expect(response.body).toContain('data-testid="branch-not-found"');
    expect(response.body).not.toContain('data-testid="not-available"');
    expect(response.body).not.toContain('data-testid="cookie-notice"');
  });
});
