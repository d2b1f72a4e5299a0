import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $profile,
  $tablePurchase,
  ApiRequestError,
  followTableFx,
  joinTableFx,
  lineCountChangedFx,
  lineRemovedFx,
  loadBranchFx,
  loadMenuFx,
  type TablePurchase,
} from 'shared-contracts';
import { makeSupplier } from 'shared-contracts/testing';
import { dinerProfile, makeTablePurchase, tableInit as testTableInit } from './table-test-data.ts';
import { $editableLineIds, lineCountChanged, lineRemoveClicked } from './order-lines.ts';
import { $notice, checkTableFx, tablePageOpened } from './table-page.ts';

const line = (id: number, profileId: number, status: 'pending' | 'ordered' = 'pending') => ({
  id,
  product_id: 100 + id,
  label: `Producto ${id}`,
  image: '',
  alcoholic: false,
  count: 2,
  unit_price: 5000,
  total: 10000,
  options: [],
  comment: '',
  status,
  profile_id: profileId,
  profile_name: profileId === 9 ? 'Ana' : 'Beto',
});
// Ana's pending line, Beto's pending line, Ana's line already in the kitchen.
const purchase = makeTablePurchase({
  items: [line(1, 9), line(2, 10), line(3, 9, 'ordered')],
  total: 30000,
  count_ordered: 2,
  count_pending: 4,
  version: 5,
});
const tableInit = { ...testTableInit, purchase_id: 40 };
const profile = dinerProfile;

async function joinedScope(handlers: {
  setCount?: (line: { purchaseId: number; lineId: number; count: number }) => Promise<TablePurchase>;
  remove?: (line: { purchaseId: number; lineId: number }) => Promise<TablePurchase>;
}) {
  const setCount = vi.fn(handlers.setCount ?? (async () => ({ ...purchase, version: 6 })));
  const remove = vi.fn(handlers.remove ?? (async () => ({ ...purchase, version: 6 })));
  const scope = fork({
    values: [[$profile, profile]],
    handlers: [
      [loadMenuFx, async () => ({ supplier_id: 3, categories: [], products: [] })],
      [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
      [checkTableFx, async () => tableInit],
      [joinTableFx, async () => purchase],
      [followTableFx, async () => ({ close: () => undefined })],
      [lineCountChangedFx, setCount],
      [lineRemovedFx, remove],
    ],
  });
  await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
  return { scope, setCount, remove };
}

describe('the diner changes their own pending lines', () => {
  it("offers only the diner's own pending lines", async () => {
    const { scope } = await joinedScope({});
    expect(scope.getState($editableLineIds)).toEqual([1]);
  });

  it("changes and removes their own line, never a table mate's or one in the kitchen", async () => {
    const { scope, setCount, remove } = await joinedScope({});
    await allSettled(lineCountChanged, { scope, params: { lineId: 1, count: 3 } });
    expect(setCount).toHaveBeenCalledWith({ purchaseId: 40, lineId: 1, count: 3 });
    expect(scope.getState($tablePurchase)?.version).toBe(6);

    await allSettled(lineCountChanged, { scope, params: { lineId: 2, count: 3 } });
    await allSettled(lineCountChanged, { scope, params: { lineId: 3, count: 3 } });
    await allSettled(lineCountChanged, { scope, params: { lineId: 1, count: 0 } });
    await allSettled(lineRemoveClicked, { scope, params: 2 });
    expect(setCount).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();

    await allSettled(lineRemoveClicked, { scope, params: 1 });
    expect(remove).toHaveBeenCalledWith({ purchaseId: 40, lineId: 1 });
  });

  it("shows 'Error modifying product' and 'Error deleting product' when a change or a removal fails", async () => {
    const { scope } = await joinedScope({
      setCount: () => Promise.reject(new ApiRequestError(500, 'internal', 'x')),
      remove: () => Promise.reject(new ApiRequestError(500, 'internal', 'x')),
    });
    await allSettled(lineCountChanged, { scope, params: { lineId: 1, count: 3 } });
    expect(scope.getState($notice)).toEqual({ key: 'menu:order.modifyFailed', values: {} });
    await allSettled(lineRemoveClicked, { scope, params: 1 });
    expect(scope.getState($notice)).toEqual({ key: 'menu:order.deleteFailed', values: {} });
  });

  it('names the largest quantity when the stock refuses more', async () => {
    const { scope } = await joinedScope({
      setCount: () => Promise.reject(new ApiRequestError(409, 'out_of_stock', 'x', { max_quantity: 2 })),
    });
    await allSettled(lineCountChanged, { scope, params: { lineId: 1, count: 5 } });
    expect(scope.getState($notice)).toEqual({ key: 'common:errors.out_of_stock', values: { max: 2 } });
  });

  it('says why when money already paid on the bill keeps a line as it is', async () => {
    const { scope } = await joinedScope({
      setCount: () => Promise.reject(new ApiRequestError(409, 'bill_below_paid', 'x', { paid_minor: 50000 })),
      remove: () => Promise.reject(new ApiRequestError(409, 'item_already_paid', 'x')),
    });
    await allSettled(lineCountChanged, { scope, params: { lineId: 1, count: 1 } });
    expect(scope.getState($notice)).toEqual({ key: 'common:errors.bill_below_paid', values: {} });
    await allSettled(lineRemoveClicked, { scope, params: 1 });
    expect(scope.getState($notice)).toEqual({ key: 'common:errors.item_already_paid', values: {} });
  });

  it('removes a line whose product became unavailable, with the message naming it', async () => {
    const { scope, remove } = await joinedScope({
      setCount: () => Promise.reject(new ApiRequestError(409, 'product_unavailable', 'x')),
    });
    await allSettled(lineCountChanged, { scope, params: { lineId: 1, count: 3 } });
    expect(remove).toHaveBeenCalledWith({ purchaseId: 40, lineId: 1 });
    expect(scope.getState($notice)).toEqual({
      key: 'menu:order.removedUnavailable',
      values: { names: 'Producto 1' },
    });
  });
});
