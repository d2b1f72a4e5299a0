import { allSettled, fork, scopeBind } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  loadBranchFx,
  loadBranchOpeningFx,
  loadMenuFx,
  type BranchOpening,
  type Supplier,
} from 'shared-contracts';
import { makeSupplier } from 'shared-contracts/testing';
import { branchHomeModel } from './branch-home.ts';
import { $homeClosedNow, HomeOpeningGate } from './home-opening.ts';
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

  it('asks nothing for a branch that only serves at the table, nor on a server’s visit', async () => {
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
    await allSettled(routeVisited, {
      scope: server.scope,
      params: { params: { supplier: 'usaquen' }, search: '' },
    });
    expect(server.asked).not.toHaveBeenCalled();
  });
});
