import { allSettled, fork, serialize, type Effect } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $order,
  $profile,
  $seat,
  seatJoinFx,
  seatLeft,
  addToTableFx,
  ApiRequestError,
  callWaiterFx,
  cookProductsFx,
  followTableFx,
  joinTableFx,
  loadBranchFx,
  purchaseChanged,
  loadMenuFx,
  type Menu,
} from 'shared-contracts';
import { makeProduct, makeSupplier } from 'shared-contracts/testing';
import {
  $askingAge,
  $dialogNotice,
  $problem,
  $product,
  addSubmitted,
  ageSubmitted,
  checkAgeFx,
  choiceToggled,
  productOpened,
} from './product-dialog.ts';
import { dinerProfile, makeTablePurchase, tableInit as testTableInit } from './table-test-data.ts';
import {
  $billClosed,
  $closedState,
  $notice,
  $ownOrderAtTable,
  $purchase,
  $purchaseComing,
  $table,
  $tableProblem,
  checkTableFx,
  cookClicked,
  grabRouteVisited,
  tablePageOpened,
  tablePageShown,
  tableRouteVisited,
  visitCheckFx,
  visitJoinFx,
  newBillClicked,
  unknownTableChosen,
  waiterClicked,
} from './table-page.ts';

const tableInit = testTableInit;
const purchase = makeTablePurchase;
const menu: Menu = { supplier_id: 3, categories: [], products: [] };
const profile = dinerProfile;
const beer = makeProduct({ id: 12, label: 'Cerveza', alcoholic: true });

// fork's own `handlers` list: effector types it with `any` and does not export it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handlers = [Effect<any, any, any>, (...args: any[]) => unknown][];

function tableScope(
  overrides: { withProfile?: boolean; handlers?: Handlers; serverState?: Record<string, unknown> } = {},
) {
  const check = vi.fn(async () => tableInit);
  const join = vi.fn(async () => purchase());
  const follow = vi.fn(async () => ({ close: () => undefined }));
  const add = vi.fn(async () => purchase({ version: 2, count_pending: 1 }));
  const visitCheck = vi.fn(async () => tableInit);
  const visitJoin = vi.fn(async () => purchase());
  const scope = fork({
    values: overrides.serverState ?? (overrides.withProfile === false ? [] : [[$profile, profile]]),
    handlers: [
      [loadMenuFx, async () => menu],
      [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
      [checkTableFx, check],
      [joinTableFx, join],
      [visitCheckFx, visitCheck],
      [visitJoinFx, visitJoin],
      [followTableFx, follow],
      [addToTableFx, add],
      ...(overrides.handlers ?? []),
    ],
  });
  return { scope, check, join, follow, add, visitCheck, visitJoin };
}

/** The link's visit as the page's gate opens it. */
const visitOf = (code: string, key: string | null = null) =>
  ({ slug: 'chapinero', code, kind: 'table', key }) as const;

describe('on-table page model', () => {
  it("a server's visit without the diner's profile, or of grab-and-go, only loads the menu", async () => {
    const loadMenu = vi.fn(async () => menu);
    const check = vi.fn(async () => tableInit);
    const anonymous = tableScope({
      withProfile: false,
      handlers: [
        [loadMenuFx, loadMenu],
        [checkTableFx, check],
      ],
    });
    await allSettled(tableRouteVisited, {
      scope: anonymous.scope,
      params: { params: { supplier: 'chapinero' }, search: '?mesa=M03' },
    });
    expect(loadMenu).toHaveBeenCalledWith('chapinero');
    const { join, follow, visitCheck, visitJoin } = anonymous;
    expect([check, join, follow, visitCheck, visitJoin].map((fn) => fn.mock.calls.length)).toEqual([
      0, 0, 0, 0, 0,
    ]);

    const grab = tableScope();
    await allSettled(grabRouteVisited, {
      scope: grab.scope,
      params: { params: { supplier: 'chapinero' }, search: '?mesa=M03' },
    });
    expect(grab.visitCheck).not.toHaveBeenCalled();
    expect(grab.scope.getState($purchase)).toBeNull();
  });

  it("a server's visit with the diner's profile checks the code and joins the table for the first render, with nothing live and no seat", async () => {
    const { scope, join, follow, visitCheck, visitJoin } = tableScope();
    await allSettled(tableRouteVisited, {
      scope,
      params: { params: { supplier: 'chapinero' }, search: '?mesa=M03&k=QRKEY' },
    });
    expect(visitCheck).toHaveBeenCalledWith({ slug: 'chapinero', code: 'M03', key: 'QRKEY' });
    expect(visitJoin).toHaveBeenCalledWith({ supplierId: 3, tableCode: 'M03', tableKey: 'QRKEY' });
    expect(scope.getState($table)?.table.code).toBe('M03');
    expect(scope.getState($purchase)?.id).toBe(40);
    expect([join, follow].map((fn) => fn.mock.calls.length)).toEqual([0, 0]);
    expect(scope.getState($seat)).toBeNull();
  });

  it("the page takes over its server's visit: no second check or join, the diner is seated and the purchase goes live; another link starts afresh", async () => {
    const server = tableScope();
    await allSettled(tableRouteVisited, {
      scope: server.scope,
      params: { params: { supplier: 'chapinero' }, search: '?mesa=M03&k=QRKEY' },
    });
    // The browser's scope starts from what the server serialized, then restores the stored profile.
    const browser = tableScope({ serverState: serialize(server.scope) });
    await allSettled($profile, { scope: browser.scope, params: profile });
    expect(browser.scope.getState($purchase)?.id).toBe(40);
    await allSettled(tablePageShown, { scope: browser.scope, params: visitOf('M03', 'QRKEY') });
    expect(browser.check).not.toHaveBeenCalled();
    expect(browser.join).not.toHaveBeenCalled();
    expect(browser.follow).toHaveBeenCalledWith(40);
    expect(browser.scope.getState($purchase)?.id).toBe(40);
    expect(browser.scope.getState($seat)).toEqual({
      branch: 'chapinero',
      supplierId: 3,
      code: 'M03',
      kind: 'table',
      key: 'QRKEY',
    });
    expect(browser.scope.getState($order)).toEqual({ service: 'on_table', subservice: null });
    // The tab's stored seat, read back after the page opened, names another table: the one on screen stays.
    const resumedSeat = browser.scope.getState($seat);
    await allSettled($seat, {
      scope: browser.scope,
      params: { branch: 'chapinero', supplierId: 3, code: 'M09', kind: 'table', key: null },
    });
    expect(browser.scope.getState($seat)).toEqual(resumedSeat);
    // Leaving the table still leaves it.
    await allSettled(seatLeft, { scope: browser.scope });
    expect(browser.scope.getState($seat)).toBeNull();

    // The same server render, but the page opens another link (a typed code): a visit of its own.
    const other = tableScope({ serverState: serialize(server.scope) });
    await allSettled($profile, { scope: other.scope, params: profile });
    await allSettled(tablePageShown, { scope: other.scope, params: visitOf('M04') });
    expect(other.check).toHaveBeenCalledWith({ slug: 'chapinero', code: 'M04', key: null });
    expect(other.join).toHaveBeenCalledTimes(1);
  });

  it("a server's join that was refused is tried again by the page, which then says why", async () => {
    const server = tableScope({
      handlers: [[visitJoinFx, () => Promise.reject(new ApiRequestError(409, 'kitchen_closed', 'closed'))]],
    });
    await allSettled(tableRouteVisited, {
      scope: server.scope,
      params: { params: { supplier: 'chapinero' }, search: '?mesa=M03' },
    });
    expect(server.scope.getState($purchase)).toBeNull();
    const browser = tableScope({
      serverState: serialize(server.scope),
      handlers: [[joinTableFx, () => Promise.reject(new ApiRequestError(409, 'kitchen_closed', 'closed'))]],
    });
    await allSettled($profile, { scope: browser.scope, params: profile });
    await allSettled(tablePageShown, { scope: browser.scope, params: visitOf('M03') });
    expect(browser.check).not.toHaveBeenCalled();
    expect(browser.scope.getState($notice)).not.toBeNull();
    expect(browser.scope.getState($purchaseComing)).toBe(false);
  });

  it('checks the QR code, sets the on-table service, joins the purchase and follows it live', async () => {
    const { scope, join, follow } = tableScope();
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    expect(scope.getState($table)?.table.code).toBe('M03');
    expect(scope.getState($order)).toEqual({ service: 'on_table', subservice: null });
    expect(join).toHaveBeenCalledWith({ supplierId: 3, tableCode: 'M03', tableKey: null });
    expect(follow).toHaveBeenCalledWith(40);
    expect(scope.getState($purchase)?.id).toBe(40);
  });

  it('says the purchase is coming from the visit until the join answers, and not once it failed', async () => {
    let answer: (value: ReturnType<typeof purchase>) => void = () => undefined;
    const held = () => new Promise<ReturnType<typeof purchase>>((resolve) => (answer = resolve));
    const { scope } = tableScope({ withProfile: false, handlers: [[joinTableFx, held]] });
    expect(scope.getState($purchaseComing)).toBe(false);
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    // The profile is still being created: nothing is joined yet, and the purchase is on its way.
    expect(scope.getState($purchaseComing)).toBe(true);
    const joined = allSettled($profile, { scope, params: profile });
    await Promise.resolve();
    expect(scope.getState($purchaseComing)).toBe(true);
    answer(purchase());
    await joined;
    expect(scope.getState($purchase)?.id).toBe(40);
    expect(scope.getState($purchaseComing)).toBe(false);

    const refused = tableScope({
      handlers: [[joinTableFx, () => Promise.reject(new ApiRequestError(503, 'busy', 'busy'))]],
    });
    await allSettled(tablePageOpened, {
      scope: refused.scope,
      params: { slug: 'chapinero', code: 'M03', kind: 'table' },
    });
    expect(refused.scope.getState($purchase)).toBeNull();
    expect(refused.scope.getState($purchaseComing)).toBe(false);
    expect(refused.scope.getState($notice)).not.toBeNull();
  });

  it("joins once when the profile arrives: the seat's background join stays out of the table screen's way", async () => {
    const seatJoin = vi.fn(async () => purchase());
    const { scope, join, follow } = tableScope({ withProfile: false, handlers: [[seatJoinFx, seatJoin]] });
    await allSettled(tablePageOpened, { scope, params: visitOf('M03') });
    expect(scope.getState($seat)?.code).toBe('M03');
    await allSettled($profile, { scope, params: profile });
    expect(join).toHaveBeenCalledTimes(1);
    expect(seatJoin).not.toHaveBeenCalled();
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('waits for the profile before joining', async () => {
    const { scope, join } = tableScope({ withProfile: false });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    expect(join).not.toHaveBeenCalled();
    await allSettled($profile, { scope, params: profile });
    expect(join).toHaveBeenCalledTimes(1);
  });

  it('asks to scan the QR for an unknown code, and lets the diner order without a table', async () => {
    const { scope, join } = tableScope();
    const unknown = fork({
      values: [[$profile, profile]],
      handlers: [
        [loadMenuFx, async () => menu],
        [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
        [checkTableFx, () => Promise.reject(new ApiRequestError(404, 'table_not_found', 'no'))],
        [joinTableFx, join],
        [followTableFx, async () => ({ close: () => undefined })],
      ],
    });
    await allSettled(tablePageOpened, {
      scope: unknown,
      params: { slug: 'chapinero', code: 'X9', kind: 'table' },
    });
    expect(unknown.getState($tableProblem)).toBe('not_found');
    expect(join).not.toHaveBeenCalled();
    await allSettled(unknownTableChosen, { scope: unknown });
    expect(join).toHaveBeenCalledWith({ supplierId: 3, tableCode: null, tableKey: null });
    expect(unknown.getState($tableProblem)).toBeNull();

    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: null, kind: 'table' } });
    expect(scope.getState($tableProblem)).toBe('missing');
  });

  it('grab-and-go joins a purchase of its own without asking for a table, whatever the link says', async () => {
    const check = vi.fn(async () => tableInit);
    const { scope, join } = tableScope({ handlers: [[checkTableFx, check]] });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: null, kind: 'grab' } });
    expect(scope.getState($tableProblem)).toBeNull();
    expect(check).not.toHaveBeenCalled();
    expect(join).toHaveBeenCalledWith({ supplierId: 3, tableCode: null, tableKey: null });
    expect(scope.getState($order)).toMatchObject({ service: 'on_table', subservice: null });
    expect(scope.getState($purchase)?.id).toBe(40);

    // Leaving for a table's menu asks for its QR again.
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: null, kind: 'table' } });
    expect(scope.getState($tableProblem)).toBe('missing');
  });

  it('grab-and-go joins once the profile exists when the page opened before it', async () => {
    const { scope, join } = tableScope({ withProfile: false });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: null, kind: 'grab' } });
    expect(join).not.toHaveBeenCalled();
    await allSettled($profile, { scope, params: profile });
    expect(join).toHaveBeenCalledTimes(1);
  });

  it('sends pending products to the kitchen and names the ones removed as unavailable', async () => {
    const cook = vi.fn(async () => ({
      purchase: purchase({ version: 3 }),
      removed_unavailable: [{ id: 5, label: 'Sopa del día' }],
    }));
    const { scope } = tableScope({ handlers: [[cookProductsFx, cook]] });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    await allSettled(cookClicked, { scope });
    expect(cook).toHaveBeenCalledWith(40);
    expect(scope.getState($purchase)?.version).toBe(3);
    expect(scope.getState($notice)).toEqual({
      key: 'menu:order.removedUnavailable',
      values: { names: 'Sopa del día' },
    });
  });

  it("says 'some of your products are not available' when several were removed", async () => {
    const cook = vi.fn(async () => ({
      purchase: purchase({ version: 3 }),
      removed_unavailable: [
        { id: 5, label: 'Sopa del día' },
        { id: 6, label: 'Michelada' },
      ],
    }));
    const { scope } = tableScope({ handlers: [[cookProductsFx, cook]] });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    await allSettled(cookClicked, { scope });
    expect(scope.getState($notice)).toEqual({
      key: 'common:order.some_unavailable',
      values: { names: 'Sopa del día, Michelada' },
    });
  });

  it('a send to the kitchen that fails without a reason of its own says to try again or call the waiter', async () => {
    for (const error of [
      new ApiRequestError(0, 'network_error', 'offline'),
      new ApiRequestError(500, 'internal_error', 'boom'),
    ]) {
      const { scope } = tableScope({
        handlers: [
          [
            cookProductsFx,
            async () => {
              throw error;
            },
          ],
        ],
      });
      await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
      await allSettled(cookClicked, { scope });
      expect(scope.getState($notice)).toEqual({ key: 'common:order.process_failed', values: {} });
    }
    // A refusal with its own message keeps it.
    const { scope } = tableScope({
      handlers: [
        [
          cookProductsFx,
          async () => {
            throw new ApiRequestError(409, 'nothing_to_cook', 'none');
          },
        ],
      ],
    });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    await allSettled(cookClicked, { scope });
    expect(scope.getState($notice)?.key).toBe('common:errors.nothing_to_cook');
  });

  it('calls the waiter once', async () => {
    const call = vi.fn(async () => purchase({ version: 4, waiter_called: true }));
    const { scope } = tableScope({ handlers: [[callWaiterFx, call]] });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    await allSettled(waiterClicked, { scope });
    await allSettled(waiterClicked, { scope });
    expect(call).toHaveBeenCalledTimes(1);
    expect(scope.getState($purchase)?.waiter_called).toBe(true);
  });

  it('a bill the staff closed ends it on screen; a new bill joins the same table again, once', async () => {
    const { scope, join } = tableScope();
    await allSettled(tablePageOpened, {
      scope,
      params: { slug: 'chapinero', code: 'M03', kind: 'table', key: 'k-1' },
    });
    expect(scope.getState($billClosed)).toBe(false);
    // Asking for a new bill while this one is open does nothing.
    await allSettled(newBillClicked, { scope });
    expect(join).toHaveBeenCalledTimes(1);
    await allSettled(purchaseChanged, { scope, params: purchase({ version: 9, status: 'closed' }) });
    expect(scope.getState($billClosed)).toBe(true);
    join.mockResolvedValueOnce(purchase({ id: 41, version: 1 }));
    await allSettled(newBillClicked, { scope });
    expect(join).toHaveBeenCalledTimes(2);
    expect(join).toHaveBeenLastCalledWith({ supplierId: 3, tableCode: 'M03', tableKey: 'k-1' });
    expect(scope.getState($purchase)?.id).toBe(41);
    expect(scope.getState($billClosed)).toBe(false);
  });

  it('a send or waiter call refused because the bill closed shows the closed bill, not a second notice', async () => {
    const closed = async () => {
      throw new ApiRequestError(409, 'purchase_closed', 'closed');
    };
    const { scope } = tableScope({ handlers: [[callWaiterFx, closed]] });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    await allSettled(waiterClicked, { scope });
    expect(scope.getState($billClosed)).toBe(true);
    expect(scope.getState($notice)).toBeNull();

    const refusedSend = tableScope({ handlers: [[cookProductsFx, closed]] });
    await allSettled(tablePageOpened, {
      scope: refusedSend.scope,
      params: { slug: 'chapinero', code: 'M03', kind: 'table' },
    });
    await allSettled(cookClicked, { scope: refusedSend.scope });
    expect(refusedSend.scope.getState($billClosed)).toBe(true);
    expect(refusedSend.scope.getState($notice)).toBeNull();
  });
});

describe('product dialog model', () => {
  it('adds only once the required options are chosen, with their extras', async () => {
    const { scope, add } = tableScope();
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    const option = {
      slug: 'termino',
      label: 'Término',
      required: true,
      min: 1,
      max: 1,
      choices: [{ slug: 'medio', label: 'Medio', price: 0 }],
    };
    const churrasco = makeProduct({ id: 7, options: [option] });
    await allSettled(productOpened, { scope, params: churrasco });
    await allSettled(addSubmitted, { scope });
    expect(add).not.toHaveBeenCalled();
    await allSettled(choiceToggled, { scope, params: { option, choice: 'medio' } });
    await allSettled(addSubmitted, { scope });
    expect(add).toHaveBeenCalledWith({
      purchase_id: 40,
      product: { id: 7, count: 1, options: [{ slug: 'termino', choices: ['medio'] }] },
      data_purchase: { service: 'on_table' },
    });
    expect(scope.getState($product)).toBeNull();
  });

  it('asks the age before an alcoholic product, then adds it and remembers the answer', async () => {
    const check = vi.fn(async () => ({ of_age: true, legal_age: 18 }));
    const { scope, add } = tableScope({ handlers: [[checkAgeFx, check]] });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    await allSettled(productOpened, { scope, params: beer });
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($askingAge)).toBe(true);
    expect(add).not.toHaveBeenCalled();
    await allSettled(ageSubmitted, { scope, params: { birthday_date: '1990-05-01', confirm: true } });
    expect(check).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledTimes(1);

    await allSettled(productOpened, { scope, params: beer });
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($askingAge)).toBe(false);
    expect(add).toHaveBeenCalledTimes(2);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("takes the profile's remembered answer after a reload and does not ask again", async () => {
    const check = vi.fn(async () => ({ of_age: true, legal_age: 18 }));
    const { scope, add } = tableScope({ handlers: [[checkAgeFx, check]] });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    await allSettled($profile, { scope, params: { ...profile, of_age: true } });
    await allSettled(productOpened, { scope, params: beer });
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($askingAge)).toBe(false);
    expect(add).toHaveBeenCalledTimes(1);
    expect(check).not.toHaveBeenCalled();
  });

  it('refuses a minor and shows why, with the add disabled for any alcoholic product', async () => {
    const { scope, add } = tableScope({
      handlers: [[checkAgeFx, async () => ({ of_age: false, legal_age: 18 })]],
    });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    await allSettled(productOpened, { scope, params: beer });
    await allSettled(addSubmitted, { scope });
    await allSettled(ageSubmitted, { scope, params: { birthday_date: '2015-05-01', confirm: true } });
    expect(add).not.toHaveBeenCalled();
    expect(scope.getState($problem)).toEqual({ key: 'choice.problem.underAge' });
    expect(scope.getState($dialogNotice)).toBeNull();
    // Tapping again asks nothing and sends nothing: the answer stands, also for another drink.
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($askingAge)).toBe(false);
    await allSettled(productOpened, { scope, params: { ...beer, id: beer.id + 1 } });
    expect(scope.getState($problem)).toEqual({ key: 'choice.problem.underAge' });
    await allSettled(productOpened, { scope, params: makeProduct({ id: 31 }) });
    expect(scope.getState($problem)).toBeNull();
    expect(add).not.toHaveBeenCalled();
  });

  it("shows the API's stock refusal with the largest possible quantity", async () => {
    const refuse = () => Promise.reject(new ApiRequestError(409, 'out_of_stock', 'no', { max_quantity: 2 }));
    const { scope } = tableScope({ handlers: [[addToTableFx, refuse]] });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    await allSettled(productOpened, { scope, params: makeProduct({ id: 30, stock: 3 }) });
    await allSettled(addSubmitted, { scope });
    expect(scope.getState($dialogNotice)).toEqual({ key: 'common:errors.out_of_stock', values: { max: 2 } });
  });
});

describe('the QR key and the closed states at the table', () => {
  it("sends the QR link's key with the check and the join: the diner joins the table's bill", async () => {
    const check = vi.fn(async () => tableInit);
    const { scope, join } = tableScope({ handlers: [[checkTableFx, check]] });
    await allSettled(tablePageOpened, {
      scope,
      params: { slug: 'chapinero', code: 'M03', kind: 'table', key: 'k3y' },
    });
    expect(check).toHaveBeenCalledWith({ slug: 'chapinero', code: 'M03', key: 'k3y' });
    expect(join).toHaveBeenCalledWith({ supplierId: 3, tableCode: 'M03', tableKey: 'k3y' });
    expect(scope.getState($ownOrderAtTable)).toBe(false);
  });

  it('says the order is the diner’s own when the code came without the key', async () => {
    const own = vi.fn(async () => purchase({ table_shared: false }));
    const { scope } = tableScope({ handlers: [[joinTableFx, own]] });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    expect(scope.getState($ownOrderAtTable)).toBe(true);
  });

  it("shows the branch's closed state before the diner tries, and not again as the join's refusal", async () => {
    const refuse = () => Promise.reject(new ApiRequestError(409, 'kitchen_closed', 'closed'));
    const { scope } = tableScope({
      handlers: [
        [checkTableFx, async () => ({ ...tableInit, closed: 'kitchen_closed' as const })],
        [joinTableFx, refuse],
      ],
    });
    await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
    expect(scope.getState($closedState)).toBe('kitchen_closed');
    expect(scope.getState($notice)).toBeNull();
    expect(scope.getState($purchase)).toBeNull();
  });
});
