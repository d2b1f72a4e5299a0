import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $instance, $order } from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import {
  $branchesOpen,
  $links,
  $redirect,
  $spinner,
  branchesToggled,
  pageClosed,
  pageOpened,
  serviceClicked,
  spinnerDelayFx,
  routeVisited,
} from './main-page.ts';

const link = (url: string) => ({ url, label: '', label_custom: '', target: '_self' as const });
const centro = makeSupplierSummary({ slug: 'centro' });

const scopeFor = (linktree: ReturnType<typeof link>[], delay: () => Promise<void> = async () => undefined) =>
  fork({
    values: [[$instance, makeInstanceConfig({ suppliers: [centro], linktree })]],
    handlers: [[spinnerDelayFx, delay]],
  });

describe('landing page model', () => {
  it('opening the page shows the spinner for a moment and the instance’s links', async () => {
    let done: () => void = () => undefined;
    const scope = scopeFor(
      [link('service_table'), link('service_book')],
      vi.fn(() => new Promise<void>((resolve) => (done = resolve))),
    );
    const opened = allSettled(pageOpened, { scope });
    expect(scope.getState($spinner)).toBe(true);
    done();
    await opened;
    expect(scope.getState($spinner)).toBe(false);
    expect(scope.getState($links).map((l) => l.service)).toEqual(['service_table', 'service_book']);
    expect(scope.getState($redirect)).toBeNull();
  });

  it('a single on-table link chooses that service and redirects to its menu', async () => {
    const scope = scopeFor([link('service_table')]);
    await allSettled(pageOpened, { scope });
    expect(scope.getState($order)).toEqual({ service: 'on_table', subservice: null });
    expect(scope.getState($redirect)).toBe('/centro/menu');
    await allSettled(pageClosed, { scope });
    expect(scope.getState($redirect)).toBeNull();
  });

  it('a service click chooses its order; the branch list opens and closes', async () => {
    const scope = scopeFor([link('service_book')]);
    await allSettled(pageOpened, { scope });
    await allSettled(serviceClicked, { scope, params: { service: 'book', subservice: null } });
    expect(scope.getState($order)).toEqual({ service: 'book', subservice: null });
    await allSettled(branchesToggled, { scope });
    expect(scope.getState($branchesOpen)).toBe(true);
    await allSettled(branchesToggled, { scope });
    expect(scope.getState($branchesOpen)).toBe(false);
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
