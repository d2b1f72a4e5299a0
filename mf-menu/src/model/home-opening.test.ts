import { allSettled, fork, scopeBind } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $instance,
  ApiRequestError,
  loadBranchFx,
  loadBranchOpeningFx,
  loadMenuFx,
  type BranchOpening,
  type Supplier,
  type SupplierSummary,
} from 'shared-contracts';
import { makeInstanceConfig, makeSupplier, makeSupplierSummary } from 'shared-contracts/testing';
import { branchHomeModel } from './branch-home.ts';
import { $homeClosedNow, HomeOpeningGate, homeRouteVisited } from './home-opening.ts';
import { pageOpened, routeVisited } from './menu-page.ts';

/** La Brasa Usaquén takes away and delivers; it opens no Monday, so a Monday morning it is closed. */
const usaquen = makeSupplier({ id: 4, slug: 'usaquen', service_take_away: true, service_delivery: true });
const closedUntilTuesday: BranchOpening = {
  supplier_id: 4,
  open: false,
  opens_date: '2026-12-01',
  opens_hour: '12:00',
};
const openNow: BranchOpening = { supplier_id: 4, open: true, opens_date: null, opens_hour: null };

function homeScope(answer: (id: number) => Promise<BranchOpening>, branch: Supplier = usaquen) {
  const asked = vi.fn(answer);
  const scope = fork({
    handlers: [
      [loadMenuFx, async () => ({ supplier_id: branch.id, categories: [], products: [] })],
      [loadBranchFx, async () => branch],
      [loadBranchOpeningFx, asked],
    ],
  });
  return { scope, asked };
}

async function openHome(scope: ReturnType<typeof fork>, slug = 'usaquen') {
  await allSettled(pageOpened, { scope, params: slug });
  await allSettled(HomeOpeningGate.open, { scope });
}

describe('Home says when its branch is closed now', () => {
  it('asks the branch on screen as Home opens, and says when a closed one opens next', async () => {
    const { scope, asked } = homeScope(async () => closedUntilTuesday);
    await openHome(scope);
    expect(asked.mock.calls.map(([id]) => id)).toEqual([4]);
    expect(scope.getState(branchHomeModel.closedNow)).toEqual({ date: '2026-12-01', hour: '12:00' });
    // Closed, it still offers its services: the diner may browse, or schedule an order for later.
    expect(scope.getState(branchHomeModel.home)?.services).toEqual(
      expect.arrayContaining(['delivery', 'take_away', 'schedule']),
    );
  });

  it('says nothing of an open branch, nor when the check fails', async () => {
    const open = homeScope(async () => openNow);
    await openHome(open.scope);
    expect(open.scope.getState($homeClosedNow)).toBeNull();

    const failing = homeScope(async () => {
      throw new ApiRequestError(0, 'network_error', 'offline');
    });
    await openHome(failing.scope);
    expect(failing.asked).toHaveBeenCalledTimes(1);
    expect(failing.scope.getState($homeClosedNow)).toBeNull();
  });

  it('asks once the branch has loaded when Home opened before it', async () => {
    const { scope, asked } = homeScope(async () => closedUntilTuesday);
    await allSettled(HomeOpeningGate.open, { scope });
    expect(asked).not.toHaveBeenCalled();
    await allSettled(pageOpened, { scope, params: 'usaquen' });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(scope.getState($homeClosedNow)).not.toBeNull();
  });

  it('asks again at each opening (the hour moves on), and forgets the answer as Home goes', async () => {
    const { scope, asked } = homeScope(async () => closedUntilTuesday);
    await openHome(scope);
    await allSettled(HomeOpeningGate.close, { scope });
    expect(scope.getState($homeClosedNow)).toBeNull();
    await allSettled(HomeOpeningGate.open, { scope });
    expect(asked).toHaveBeenCalledTimes(2);
    expect(scope.getState($homeClosedNow)).not.toBeNull();
  });

  it('keeps no answer that comes back after the diner left', async () => {
    let answer: (opening: BranchOpening) => void = () => undefined;
    const { scope } = homeScope(
      () =>
        new Promise<BranchOpening>((resolve) => {
          answer = resolve;
        }),
    );
    await allSettled(pageOpened, { scope, params: 'usaquen' });
    const opened = allSettled(HomeOpeningGate.open, { scope });
    // Left while the check is on its way (awaiting the close would wait for the answer too).
    scopeBind(HomeOpeningGate.close, { scope })();
    answer(closedUntilTuesday);
    await opened;
    expect(scope.getState($homeClosedNow)).toBeNull();
  });

  it('asks nothing for a branch that only serves at the table, nor on a server’s visit to the menu', async () => {
    const tableOnly = makeSupplier({
      id: 4,
      slug: 'usaquen',
      service_take_away: false,
      service_delivery: false,
      service_schedule: false,
    });
    const table = homeScope(async () => closedUntilTuesday, tableOnly);
    await openHome(table.scope);
    expect(table.asked).not.toHaveBeenCalled();
    expect(table.scope.getState($homeClosedNow)).toBeNull();

    const server = homeScope(async () => closedUntilTuesday);
    await allSettled(routeVisited, { scope: server.scope, params: visitOf('usaquen') });
    expect(server.asked).not.toHaveBeenCalled();
  });
});

describe('a server’s visit to Home', () => {
  /** The server's scope holds the instance config: its branches' summaries, before any branch loads. */
  function servedScope(
    answer: (id: number) => Promise<BranchOpening>,
    summary: Partial<SupplierSummary> = {},
  ) {
    const asked = vi.fn(answer);
    const branch = { id: 4, slug: 'usaquen', service_take_away: true, service_delivery: true, ...summary };
    const scope = fork({
      values: [[$instance, makeInstanceConfig({ suppliers: [makeSupplierSummary(branch)] })]],
      handlers: [
        [loadMenuFx, async () => ({ supplier_id: 4, categories: [], products: [] })],
        [loadBranchFx, async () => makeSupplier(branch)],
        [loadBranchOpeningFx, asked],
      ],
    });
    return { scope, asked };
  }

  it('asks whether the branch is open with the menu’s loads, so the served page says it', async () => {
    const { scope, asked } = servedScope(async () => closedUntilTuesday);
    await allSettled(homeRouteVisited, { scope, params: visitOf('usaquen') });
    expect(asked.mock.calls.map(([id]) => id)).toEqual([4]);
    expect(scope.getState($homeClosedNow)).toEqual({ date: '2026-12-01', hour: '12:00' });
    // The menu's own loads still come with the visit.
    expect(scope.getState(branchHomeModel.home)?.slug).toBe('usaquen');
  });

  it('asks nothing for a branch that does not take orders for now, nor one the instance lacks', async () => {
    const table = servedScope(async () => closedUntilTuesday, {
      service_take_away: false,
      service_delivery: false,
    });
    await allSettled(homeRouteVisited, { scope: table.scope, params: visitOf('usaquen') });
    expect(table.asked).not.toHaveBeenCalled();

    const elsewhere = servedScope(async () => closedUntilTuesday);
    await allSettled(homeRouteVisited, { scope: elsewhere.scope, params: visitOf('norte') });
    expect(elsewhere.asked).not.toHaveBeenCalled();
  });

  it('the browser keeps the served answer as Home opens, and asks nothing more then', async () => {
    const { scope, asked } = servedScope(async () => closedUntilTuesday);
    await allSettled(homeRouteVisited, { scope, params: visitOf('usaquen') });
    await allSettled(pageOpened, { scope, params: 'usaquen' });
    await allSettled(HomeOpeningGate.open, { scope });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(scope.getState($homeClosedNow)).toEqual({ date: '2026-12-01', hour: '12:00' });
    await allSettled(HomeOpeningGate.close, { scope });
  });
});

function visitOf(supplier: string) {
  return { params: { supplier }, search: '' };
}
