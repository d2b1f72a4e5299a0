// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TablePurchase } from '../schemas/table-order.ts';
import { answerHttp } from '../testing/http-stub.ts';
import { makeProfile } from '../testing/instance-config.ts';
import { makePurchaseItem, makeTablePurchase } from '../testing/table-purchase.ts';
import { $tableOrder } from './frame.ts';
import { persistenceStarted } from './persistence.ts';
import { $profile } from './profile.ts';
import { $seat, seated, type Seat } from './seat.ts';
import {
  $tablePurchase,
  followTableFx,
  openSeatPurchase,
  purchaseChanged,
  seatJoinFx,
  seatPurchaseFx,
  tableLeft,
  tableOrderSummary,
} from './table-order.ts';

const seat: Seat = { branch: 'chapinero', supplierId: 1, code: 'M03', kind: 'table', key: 'q7' };
const profile = makeProfile({ id: 9 });
// Two of one product and one of another: three units on two lines.
const open: TablePurchase = makeTablePurchase(4, [
  makePurchaseItem({ id: 1, count: 2 }),
  makePurchaseItem({ id: 2, label: 'Limonada' }),
]);
const closed: TablePurchase = { ...open, status: 'closed' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** A new tab of a device where the diner sits at M03: what a page's storage holds after seating. */
function storeSeat() {
  localStorage.setItem('mesa:v1:seat', JSON.stringify(seat));
  localStorage.setItem('mesa:v1:profile', JSON.stringify(profile));
}

/** A page that reads the stored state, its table's look-up answered with `found`. */
async function openTab(found: TablePurchase | null) {
  const lookUp = vi.fn(async (_: Seat) => found);
  const join = vi.fn(async () => makeTablePurchase(9));
  const follow = vi.fn(async (_: number) => ({ close: () => undefined }));
  const scope = fork({
    handlers: [
      [seatPurchaseFx, lookUp],
      [seatJoinFx, join],
      [followTableFx, follow],
    ],
  });
  await allSettled(persistenceStarted, { scope });
  return { scope, lookUp, join, follow };
}

describe('a seat kept on the device', () => {
  it("is stored in localStorage, so a new tab's cart icon counts the table order's units and leads to it", async () => {
    const first = fork({ handlers: [[seatJoinFx, async () => open]] });
    await allSettled(persistenceStarted, { scope: first });
    await allSettled(seated, { scope: first, params: seat });
    expect(JSON.parse(localStorage.getItem('mesa:v1:seat') ?? 'null')).toEqual(seat);

    localStorage.setItem('mesa:v1:profile', JSON.stringify(profile));
    const tab = await openTab(open);
    expect(tab.scope.getState($seat)).toEqual(seat);
    expect(tab.lookUp).toHaveBeenCalledExactlyOnceWith(seat);
    expect(tab.scope.getState($tableOrder)).toEqual({ purchaseId: '7', itemCount: 3 });
    // Followed live from there, and the table is never joined (a join could open a new bill).
    expect(tab.follow).toHaveBeenCalledWith(7);
    expect(tab.join).not.toHaveBeenCalled();
  });

  it('is looked up once, not again at each page change', async () => {
    storeSeat();
    const tab = await openTab(open);
    await allSettled(tableLeft, { scope: tab.scope });
    await allSettled(tableLeft, { scope: tab.scope });
    await allSettled($profile, { scope: tab.scope, params: { ...profile, name: 'Bea' } });
    expect(tab.lookUp).toHaveBeenCalledOnce();
    expect(tab.scope.getState($tablePurchase)?.id).toBe(7);
  });

  it('is dropped when its bill is over (closed or gone): the icon offers no order and no bill is opened', async () => {
    storeSeat();
    const tab = await openTab(null);
    expect(tab.scope.getState($seat)).toBeNull();
    expect(localStorage.getItem('mesa:v1:seat')).toBe('null');
    expect(tab.scope.getState($tableOrder)).toEqual({ purchaseId: null, itemCount: 0 });
    expect(tab.join).not.toHaveBeenCalled();
    expect(tab.follow).not.toHaveBeenCalled();
  });

  it('joins instead when the diner checks the same table while the look-up is under way', async () => {
    storeSeat();
    let answer: (found: TablePurchase | null) => void = () => undefined;
    const join = vi.fn(async () => open);
    const scope = fork({
      handlers: [
        [seatPurchaseFx, () => new Promise<TablePurchase | null>((resolve) => (answer = resolve))],
        [seatJoinFx, join],
        [followTableFx, async () => ({ close: () => undefined })],
      ],
    });
    const reading = allSettled(persistenceStarted, { scope });
    const seating = allSettled(seated, { scope, params: seat });
    await Promise.resolve();
    answer(null);
    await Promise.all([reading, seating]);
    expect(scope.getState($seat)).toEqual(seat);
    expect(join).toHaveBeenCalledOnce();
    expect(scope.getState($tablePurchase)?.id).toBe(7);
  });

  it('joins another table checked while the look-up of the stored one is under way', async () => {
    storeSeat();
    let answer: (found: TablePurchase | null) => void = () => undefined;
    const other: Seat = { ...seat, code: 'M05', key: 'k5' };
    const atOther: TablePurchase = { ...open, id: 15, table: { code: 'M05', kind: 'table' } };
    const join = vi.fn(async () => atOther);
    const scope = fork({
      handlers: [
        [seatPurchaseFx, () => new Promise<TablePurchase | null>((resolve) => (answer = resolve))],
        [seatJoinFx, join],
        [followTableFx, async () => ({ close: () => undefined })],
      ],
    });
    const reading = allSettled(persistenceStarted, { scope });
    const seating = allSettled(seated, { scope, params: other });
    await Promise.resolve();
    answer(open);
    await Promise.all([reading, seating]);
    expect(join).toHaveBeenCalledExactlyOnceWith({ supplierId: 1, tableCode: 'M05', tableKey: 'k5' });
    expect(scope.getState($seat)).toEqual(other);
    expect(scope.getState($tablePurchase)?.id).toBe(15);
  });
});

describe("the table order's summary for the cart icon", () => {
  it('counts units of an open bill and nothing of a closed one', async () => {
    expect(tableOrderSummary(open)).toEqual({ purchaseId: '7', itemCount: 3 });
    expect(tableOrderSummary(closed)).toEqual({ purchaseId: null, itemCount: 0 });
    expect(tableOrderSummary(null)).toEqual({ purchaseId: null, itemCount: 0 });

    // The staff close the bill while the diner browses: the icon stops leading to it.
    const scope = fork({ values: [[$tablePurchase, open]] });
    await allSettled(purchaseChanged, { scope, params: { ...closed, version: 5 } });
    expect(scope.getState($tableOrder)).toEqual({ purchaseId: null, itemCount: 0 });
  });
});

describe("the seat's look-up", () => {
  it("takes the open bill of the seat's table among the diner's purchases, never another one", async () => {
    const elsewhere: TablePurchase = { ...open, id: 8, table: { code: 'M05', kind: 'table' } };
    const manual: TablePurchase = { ...open, id: 9, table: null, manual_amount: 0 };
    expect(openSeatPurchase([closed, elsewhere, manual], seat)).toBeNull();
    expect(openSeatPurchase([elsewhere, closed, { ...open, id: 11 }], seat)?.id).toBe(11);
  });

  it("asks the API for the diner's purchases at the seat's branch", async () => {
    const sent = await answerHttp(200, { purchases: [closed, { ...open, id: 12 }] });
    const scope = fork({ values: [[$profile, profile]] });
    const { status, value } = await allSettled(seatPurchaseFx, { scope, params: seat });
    expect(status).toBe('done');
    expect(value).toMatchObject({ id: 12, status: 'open' });
    expect(sent[0]?.url).toBe('/api/actual_purchases.json');
    expect(sent[0]?.params).toEqual({ supplier_id: 1 });
  });
});
