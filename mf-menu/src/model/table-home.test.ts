import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $order,
  $profile,
  $seat,
  ApiRequestError,
  loadBranchFx,
  seatJoinFx,
  loadMenuFx,
  type Menu,
} from 'shared-contracts';
import { makeSupplier } from 'shared-contracts/testing';
import {
  $homeIsRoom,
  $homeTable,
  $homeTableProblem,
  $tableActions,
  homeVisitCheckFx,
  tableActions,
  tableHomeOpened,
  tableHomeRetryClicked,
  tableHomeRouteVisited,
  tableHomeShown,
} from './table-home.ts';
import { checkTableFx } from './table-page.ts';
import { dinerProfile, makeTablePurchase, tableInit } from './table-test-data.ts';

const menu: Menu = { supplier_id: 3, categories: [], products: [] };
const room = { ...tableInit, table: { code: '201', kind: 'room' as const }, subservice: 'room' as const };

function homeScope(check = vi.fn(async () => tableInit), values = {}) {
  const loadMenu = vi.fn(async () => menu);
  // The server's own check answers as the page's does, counted apart.
  const serverCheck = vi.fn(check.getMockImplementation() ?? (async () => tableInit));
  const scope = fork({
    values,
    handlers: [
      [loadMenuFx, loadMenu],
      [loadBranchFx, async (slug: string) => makeSupplier({ slug, has_cluvi_pay: true })],
      [checkTableFx, check],
      [homeVisitCheckFx, serverCheck],
    ],
  });
  return { scope, check, serverCheck, loadMenu };
}

describe('tableActions', () => {
  it('leads a table to its menu and, with in-app payment, to paying; a room to room service', () => {
    expect(tableActions('chapinero', 'M03', 'table', true)).toEqual([
      { key: 'menu', to: '/chapinero/menu-digital?mesa=M03' },
      { key: 'pay', to: '/chapinero/solo-pago?mesa=M03' },
      { key: 'orders', to: '/chapinero/orders' },
      { key: 'policies', to: '/chapinero/politicas-servicio' },
    ]);
    expect(tableActions('chapinero', 'M03', 'table', false).map((a) => a.key)).toEqual([
      'menu',
      'orders',
      'policies',
    ]);
    expect(tableActions('miraflores', '201', 'room', true).map((a) => a.to)).toEqual([
      '/miraflores/service-room?mesa=201',
      '/miraflores/orders',
      '/miraflores/politicas-servicio',
    ]);
    // A list-only table pays the waiter's bill (the manual payment, opened by the page); links keep the key.
    expect(tableActions('usaquen', 'U02', 'table', true, { key: 'k9', listOnly: true })).toEqual([
      { key: 'menu', to: '/usaquen/menu-digital?mesa=U02&k=k9' },
      { key: 'pay', to: null },
      { key: 'orders', to: '/usaquen/orders' },
      { key: 'policies', to: '/usaquen/politicas-servicio' },
    ]);
    expect(tableActions('chapinero', null, null, true)[0]).toEqual({
      key: 'menu',
      to: '/chapinero/menu-digital',
    });
  });

  it("passes the QR link's key on to the table's menu and bill", () => {
    expect(tableActions('chapinero', 'M03', 'table', true, { key: 'k3y' }).slice(0, 2)).toEqual([
      { key: 'menu', to: '/chapinero/menu-digital?mesa=M03&k=k3y' },
      { key: 'pay', to: '/chapinero/solo-pago?mesa=M03&k=k3y' },
    ]);
    expect(tableActions('miraflores', '201', 'room', true, { key: 'k3y' })[0]?.to).toBe(
      '/miraflores/service-room?mesa=201&k=k3y',
    );
  });
});

describe('table home model', () => {
  it("a server's visit loads the menu and checks the code, seating no one; the page checks the table once", async () => {
    const { scope, check, serverCheck, loadMenu } = homeScope();
    await allSettled(tableHomeRouteVisited, {
      scope,
      params: { params: { supplier: 'chapinero' }, search: '?mesa=m03' },
    });
    expect(loadMenu).toHaveBeenCalledWith('chapinero');
    expect(serverCheck).toHaveBeenCalledWith({ slug: 'chapinero', code: 'm03', key: null });
    expect(check).not.toHaveBeenCalled();
    expect(scope.getState($order).service).toBeNull();
    expect(scope.getState($seat)).toBeNull();
    expect(scope.getState($tableActions)[0]).toEqual({ key: 'menu', to: '/chapinero/menu-digital?mesa=M03' });

    const page = homeScope(
      vi.fn(async () => tableInit),
      serialize(scope),
    );
    await allSettled(tableHomeOpened, { scope: page.scope, params: { slug: 'chapinero', code: 'm03' } });
    expect(page.loadMenu).not.toHaveBeenCalled();
    expect(page.check).toHaveBeenCalledWith({ slug: 'chapinero', code: 'm03', key: null });
    expect(page.scope.getState($homeTable)?.table.code).toBe('M03');
    expect(page.scope.getState($tableActions).map((a) => a.key)).toEqual([
      'menu',
      'pay',
      'orders',
      'policies',
    ]);
    await allSettled(tableHomeShown, { scope: page.scope });
    expect(page.scope.getState($order)).toEqual({ service: 'on_table', subservice: null });
    // Back on the same table's home, the table is not asked again.
    await allSettled(tableHomeOpened, { scope: page.scope, params: { slug: 'chapinero', code: 'M03' } });
    expect(page.check).toHaveBeenCalledTimes(1);
  });

  it("seats the diner: the table's purchase is followed from its home too (the cart icon counts it)", async () => {
    const join = vi.fn(async () => makeTablePurchase());
    const scope = fork({
      values: [[$profile, dinerProfile]],
      handlers: [
        [loadMenuFx, async () => menu],
        [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
        [checkTableFx, async () => tableInit],
        [seatJoinFx, join],
      ],
    });
    await allSettled(tableHomeOpened, { scope, params: { slug: 'chapinero', code: 'M03', key: 'q7' } });
    await allSettled(tableHomeShown, { scope });
    expect(scope.getState($homeTable)?.table.code).toBe('M03');
    expect(scope.getState($seat)).toEqual({
      branch: 'chapinero',
      supplierId: tableInit.supplier_id,
      code: 'M03',
      kind: 'table',
      key: 'q7',
    });
    // The seat's background join carries the printed QR's key: it is what seats the diner at the bill.
    expect(join).toHaveBeenCalledWith({
      supplierId: tableInit.supplier_id,
      tableCode: 'M03',
      tableKey: 'q7',
    });
  });

  it("renders a room's home as a room's on the server, and the page's own check changes nothing", async () => {
    const server = homeScope(vi.fn(async () => room));
    await allSettled(tableHomeRouteVisited, {
      scope: server.scope,
      params: { params: { supplier: 'miraflores' }, search: '?mesa=201&k=r1' },
    });
    expect(server.serverCheck).toHaveBeenCalledWith({ slug: 'miraflores', code: '201', key: 'r1' });
    expect(server.scope.getState($homeIsRoom)).toBe(true);

    const page = homeScope(
      vi.fn(async () => room),
      serialize(server.scope),
    );
    // Hydration reads what the server rendered: a room from the start.
    expect(page.scope.getState($homeIsRoom)).toBe(true);
    await allSettled(tableHomeOpened, {
      scope: page.scope,
      params: { slug: 'miraflores', code: '201', key: 'r1' },
    });
    expect(page.scope.getState($homeIsRoom)).toBe(true);
    // The browser still checks it: that is what seats the diner in the room.
    expect(page.check).toHaveBeenCalledOnce();
    expect(page.scope.getState($seat)).toMatchObject({ code: '201', kind: 'room', key: 'r1' });
  });

  it('puts a room diner on room service and drops a table of another code', async () => {
    const { scope } = homeScope(vi.fn(async () => room));
    await allSettled(tableHomeOpened, { scope, params: { slug: 'miraflores', code: '201' } });
    await allSettled(tableHomeShown, { scope });
    expect(scope.getState($order)).toEqual({ service: 'on_table', subservice: 'room' });
    await allSettled(tableHomeOpened, { scope, params: { slug: 'miraflores', code: null } });
    expect(scope.getState($homeTable)).toBeNull();
  });

  it('says "scan the QR" for an unknown code, and offers a retry when the check failed', async () => {
    const notFound = homeScope(
      vi.fn(async () => {
        throw new ApiRequestError(404, 'table_not_found', 'no table');
      }),
    );
    await allSettled(tableHomeOpened, { scope: notFound.scope, params: { slug: 'chapinero', code: 'X99' } });
    expect(notFound.scope.getState($homeTableProblem)).toBe('not_found');
    // Without a known table, the menu link still carries the code (the menu says "scan the QR" too).
    expect(notFound.scope.getState($tableActions)[0]?.to).toBe('/chapinero/menu-digital?mesa=X99');

    let calls = 0;
    const flaky = homeScope(
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new ApiRequestError(0, 'network_error', 'offline');
        return tableInit;
      }),
    );
    await allSettled(tableHomeOpened, { scope: flaky.scope, params: { slug: 'chapinero', code: 'M03' } });
    expect(flaky.scope.getState($homeTableProblem)).toBe('failed');
    await allSettled(tableHomeRetryClicked, { scope: flaky.scope });
    expect(flaky.scope.getState($homeTableProblem)).toBeNull();
    expect(flaky.scope.getState($homeTable)?.table.code).toBe('M03');
  });
});
