import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/errors.ts';
import type { TablePurchase } from '../schemas/table-order.ts';
import { makePurchaseItem, makeTablePurchase } from '../testing/table-purchase.ts';
import { $tableOrder } from './frame.ts';
import { $profile } from './profile.ts';
import { $seat, seated, seatLeft, type Seat } from './seat.ts';
import { $order } from './order.ts';
import {
  $myTableLines,
  $removedUnavailable,
  $table,
  $tablePurchase,
  addToTableFx,
  callWaiterFx,
  cookProductsFx,
  followTableFx,
  joinTableFx,
  purchaseChanged,
  purchaseClaimed,
  seatJoinFx,
  tableLeft,
  tableScanned,
} from './table-order.ts';

const line = (id: number, profileId: number, status: 'pending' | 'ordered' = 'pending') =>
  makePurchaseItem({ id, profile_id: profileId, status });
const purchase = makeTablePurchase;

const profile = {
  id: 9,
  token: 't',
  anonymous: true,
  domain: 'la-brasa.localhost',
  name: '',
  phone: null,
  email: null,
};

describe('table order model', () => {
  it('joins the scanned table and follows its purchase live', async () => {
    const followed: number[] = [];
    const scope = fork({
      handlers: [
        [joinTableFx, async () => purchase(1)],
        [followTableFx, async (id: number) => (followed.push(id), { close: () => undefined })],
      ],
    });
    await allSettled(tableScanned, { scope, params: { supplierId: 1, tableCode: 'M03' } });
    expect(scope.getState($tablePurchase)?.id).toBe(7);
    expect(scope.getState($table)).toEqual({
      tableId: 'M03',
      room: false,
      countOrdered: 0,
      waiterCalled: false,
    });
    expect(followed).toEqual([7]);
  });

  it("keeps the newest version whatever order answers and live events arrive in, and knows the diner's lines", async () => {
    const scope = fork({ values: [[$profile, profile]] });
    await allSettled(purchaseChanged, { scope, params: purchase(3, [line(1, 9), line(2, 4)]) });
    await allSettled(purchaseChanged, { scope, params: purchase(2, [line(1, 9)]) });
    expect(scope.getState($tablePurchase)?.version).toBe(3);
    expect(scope.getState($myTableLines).map((l) => l.id)).toEqual([1]);
    await allSettled(tableLeft, { scope });
    expect(scope.getState($tablePurchase)).toBeNull();
  });

  it("reports the table's order to the frame's cart icon, and its end", async () => {
    const scope = fork({ values: [[$profile, profile]] });
    const opened = purchase(3, [{ ...line(1, 9), count: 3 }, line(2, 4)]);
    await allSettled(purchaseChanged, { scope, params: opened });
    // Units, not lines: three of the first product and one of the second.
    expect(scope.getState($tableOrder)).toEqual({ purchaseId: String(opened.id), itemCount: 4 });
    await allSettled(tableLeft, { scope });
    expect(scope.getState($tableOrder)).toEqual({ purchaseId: null, itemCount: 0 });
  });

  it("an add's answer and a send to the kitchen update the purchase; removed lines are kept for the unavailable-products message", async () => {
    const scope = fork({
      handlers: [
        [addToTableFx, async () => purchase(2, [line(1, 9)])],
        [
          cookProductsFx,
          async () => ({
            purchase: purchase(4, [line(1, 9, 'ordered')]),
            removed_unavailable: [{ id: 2, label: 'Patacón' }],
          }),
        ],
      ],
    });
    await allSettled(addToTableFx, { scope, params: { product: { id: 1, count: 1 }, purchase_id: 7 } });
    expect(scope.getState($tablePurchase)?.count_pending).toBe(1);
    await allSettled(cookProductsFx, { scope, params: 7 });
    expect(scope.getState($table)?.countOrdered).toBe(1);
    expect(scope.getState($removedUnavailable)).toEqual([{ id: 2, label: 'Patacón' }]);
  });

  it('shows the purchase closed once a change is refused because it is, and only for that purchase', async () => {
    const closed = () => Promise.reject(new ApiRequestError(409, 'purchase_closed', 'closed'));
    const scope = fork({
      values: [[$tablePurchase, purchase(3, [line(1, 9)])]],
      handlers: [
        [addToTableFx, closed],
        [callWaiterFx, () => Promise.reject(new ApiRequestError(0, 'network_error', 'offline'))],
      ],
    });
    // Another failure, or a refusal for another purchase, says nothing of this one.
    await allSettled(callWaiterFx, { scope, params: 7 });
    await allSettled(addToTableFx, { scope, params: { product: { id: 1, count: 1 }, purchase_id: 8 } });
    expect(scope.getState($tablePurchase)?.status).toBe('open');
    await allSettled(addToTableFx, { scope, params: { product: { id: 1, count: 1 }, purchase_id: 7 } });
    expect(scope.getState($tablePurchase)).toMatchObject({ id: 7, status: 'closed', version: 3 });
  });

  describe('a seated diner', () => {
    const seat: Seat = { branch: 'chapinero', supplierId: 1, code: 'M03', kind: 'table', key: 'q7' };
    const joinedWith: { supplierId: number; tableCode: string }[] = [];
    const handlers = (): [typeof seatJoinFx | typeof followTableFx, (params: never) => unknown][] => [
      [
        seatJoinFx,
        async (table: { supplierId: number; tableCode: string }) => (joinedWith.push(table), purchase(1)),
      ],
      [followTableFx, async () => ({ close: () => undefined })],
    ];

    it('keeps the table purchase when a screen leaves it, and forgets any other purchase', async () => {
      const scope = fork({ values: [[$profile, profile]], handlers: handlers() });
      await allSettled(seated, { scope, params: seat });
      expect(scope.getState($tablePurchase)?.id).toBe(7);
      await allSettled(tableLeft, { scope });
      expect(scope.getState($tablePurchase)?.id).toBe(7);
      expect(scope.getState($tableOrder).purchaseId).toBe('7');

      const manual = { ...purchase(1), id: 40, table: null };
      await allSettled(purchaseChanged, { scope, params: manual });
      joinedWith.length = 0;
      await allSettled(tableLeft, { scope });
      // The manual payment is forgotten and the seat's table joined again.
      expect(joinedWith).toEqual([{ supplierId: 1, tableCode: 'M03', tableKey: 'q7' }]);
      expect(scope.getState($tablePurchase)?.id).toBe(7);
    });

    it("does not let the seat's background join take the purchase a screen opened by its id", async () => {
      const followed: number[] = [];
      let joins = 0;
      let answerJoin: (joined: TablePurchase) => void = () => undefined;
      const scope = fork({
        values: [[$profile, profile]],
        handlers: [
          [
            seatJoinFx,
            () =>
              (joins += 1) === 1
                ? Promise.resolve(purchase(1))
                : new Promise<TablePurchase>((resolve) => (answerJoin = resolve)),
          ],
          [followTableFx, async (id: number) => (followed.push(id), { close: () => undefined })],
        ],
      });
      await allSettled(seated, { scope, params: seat });
      await allSettled(purchaseChanged, { scope, params: { ...purchase(1), id: 40, table: null } });
      followed.length = 0;
      // The diner leaves a screen of another purchase (the seat's table is joined again in the background)
      // for the bill of that purchase, and the join answers before the bill's own load.
      const left = allSettled(tableLeft, { scope });
      const claimed = allSettled(purchaseClaimed, { scope, params: 40 });
      await Promise.resolve();
      answerJoin(purchase(1));
      await Promise.all([left, claimed]);
      await allSettled(purchaseChanged, { scope, params: { ...purchase(1), id: 40, table: null } });
      expect(joins).toBe(2);
      expect(scope.getState($tablePurchase)?.id).toBe(40);
      expect(followed).not.toContain(7);

      // Once that screen leaves, the seat's table comes back.
      joins = 0;
      const again = fork({
        values: [[$profile, profile]],
        handlers: [
          [seatJoinFx, async () => ((joins += 1), purchase(1))],
          [followTableFx, async () => ({ close: () => undefined })],
        ],
      });
      await allSettled(seated, { scope: again, params: seat });
      await allSettled(tableLeft, { scope: again });
      await allSettled(purchaseClaimed, { scope: again, params: 40 });
      await allSettled(purchaseChanged, { scope: again, params: { ...purchase(1), id: 40, table: null } });
      await allSettled(tableLeft, { scope: again });
      expect(again.getState($tablePurchase)?.id).toBe(7);
      expect(joins).toBe(2);
    });

    it("keeps a claimed purchase against another purchase's answers (a channel still open for the seat's table)", async () => {
      const scope = fork({ values: [[$profile, profile]] });
      await allSettled(purchaseClaimed, { scope, params: 40 });
      await allSettled(purchaseChanged, { scope, params: { ...purchase(2), id: 40, table: null } });
      await allSettled(purchaseChanged, { scope, params: purchase(5) });
      expect(scope.getState($tablePurchase)?.id).toBe(40);
      await allSettled(purchaseChanged, { scope, params: { ...purchase(3), id: 40, table: null } });
      expect(scope.getState($tablePurchase)?.version).toBe(3);
      // Once that screen leaves, any purchase answered is the shared one again.
      await allSettled(tableLeft, { scope });
      await allSettled(purchaseChanged, { scope, params: purchase(5) });
      expect(scope.getState($tablePurchase)?.id).toBe(7);
    });

    it('joins the table once the profile exists, orders on the table, and leaving forgets the purchase', async () => {
      joinedWith.length = 0;
      const scope = fork({ handlers: handlers() });
      await allSettled(seated, { scope, params: { ...seat, kind: 'room', code: 'M03' } });
      expect(joinedWith).toEqual([]);
      expect(scope.getState($order)).toEqual({ service: 'on_table', subservice: 'room' });
      await allSettled($profile, { scope, params: profile });
      expect(joinedWith).toEqual([{ supplierId: 1, tableCode: 'M03', tableKey: 'q7' }]);
      expect(scope.getState($tablePurchase)?.id).toBe(7);

      await allSettled(seatLeft, { scope });
      expect(scope.getState($seat)).toBeNull();
      expect(scope.getState($tablePurchase)).toBeNull();
    });
  });
});

describe("the seat's table joined in the background", () => {
  it('never replaces a purchase a screen loaded meanwhile (a manual payment on its checkout)', async () => {
    const seat: Seat = { branch: 'chapinero', supplierId: 1, code: 'M03', kind: 'table', key: 'q7' };
    let answer: (joined: TablePurchase) => void = () => undefined;
    const scope = fork({
      values: [[$profile, profile]],
      handlers: [
        [seatJoinFx, () => new Promise<TablePurchase>((resolve) => (answer = resolve))],
        [followTableFx, async () => ({ close: () => undefined })],
      ],
    });
    const seating = allSettled(seated, { scope, params: seat });
    // The checkout of the manual payment loads it while the table's join is under way.
    const loaded = allSettled(purchaseChanged, { scope, params: { ...purchase(1), id: 40, table: null } });
    answer(purchase(1));
    await Promise.all([seating, loaded]);
    expect(scope.getState($tablePurchase)?.id).toBe(40);
  });
});
