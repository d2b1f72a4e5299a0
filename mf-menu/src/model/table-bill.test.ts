import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $profile,
  ApiRequestError,
  callWaiterFx,
  cookProductsFx,
  followTableFx,
  joinTableFx,
  lineCountChangedFx,
  loadBalanceFx,
  loadBranchFx,
  loadMenuFx,
  purchaseChanged,
  type PurchaseBalance,
  type TablePurchase,
} from 'shared-contracts';
import { makePurchaseBalance, makePurchaseItem, makeSupplier } from 'shared-contracts/testing';
import { lineCountChanged } from './order-lines.ts';
import { $billState, $closedBillReveals } from './table-bill.ts';
import { $notice, checkTableFx, cookClicked, tablePageOpened, waiterClicked } from './table-page.ts';
import { dinerProfile, makeTablePurchase, tableInit, tableRules } from './table-test-data.ts';

const payFirst = { ...tableRules, on_table_class: 'checkout_plazoleta' as const, payment_required: true };
const paidLine = makePurchaseItem({ id: 1, count: 2, total: 10000, status: 'ordered' });
/** A pay-first bill (items 10,000) whose lines its payment sent to the kitchen. */
const paidPurchase = makeTablePurchase({
  rules: payFirst,
  items: [paidLine],
  total: 10000,
  count_ordered: 2,
  count_pending: 0,
});
const balanceOf = (overrides: Partial<PurchaseBalance> = {}) =>
  makePurchaseBalance({ purchase_id: 40, items_minor: 10000, ...overrides });
const fullyPaid = balanceOf({ paid_minor: 10000, remaining_minor: 0 });

const closed = async () => {
  throw new ApiRequestError(409, 'purchase_closed', 'closed');
};

async function tableScope(joined: TablePurchase, balance: (id: number) => Promise<PurchaseBalance>) {
  const loadBalance = vi.fn(balance);
  const scope = fork({
    values: [[$profile, dinerProfile]],
    handlers: [
      [loadMenuFx, async () => ({ supplier_id: 3, categories: [], products: [] })],
      [loadBranchFx, async (slug: string) => makeSupplier({ slug })],
      [checkTableFx, async () => tableInit],
      [joinTableFx, async () => joined],
      [followTableFx, async () => ({ close: () => undefined })],
      [loadBalanceFx, loadBalance],
      [callWaiterFx, closed],
      [cookProductsFx, closed],
      [lineCountChangedFx, closed],
    ],
  });
  await allSettled(tablePageOpened, { scope, params: { slug: 'chapinero', code: 'M03', kind: 'table' } });
  return { scope, loadBalance };
}

describe('the table screen reads its bill', () => {
  it("reads a pay-first bill's balance once joined: a paid bill invites no payment", async () => {
    const { scope, loadBalance } = await tableScope(paidPurchase, async () => fullyPaid);
    expect(loadBalance).toHaveBeenCalledWith(40);
    expect(scope.getState($billState)).toEqual({ kind: 'paid' });
    // A mate's new round: due at once, and the balance is read again.
    await allSettled(purchaseChanged, {
      scope,
      params: {
        ...paidPurchase,
        version: 2,
        items: [paidLine, makePurchaseItem({ id: 2 })],
        count_pending: 1,
      },
    });
    expect(scope.getState($billState)).toEqual({ kind: 'due' });
    expect(loadBalance).toHaveBeenCalledTimes(2);
  });

  it("reads a checkout bill's balance only once the staff closed it, and names what was not paid in the app", async () => {
    const open = makeTablePurchase({ items: [paidLine], total: 10000, count_ordered: 2 });
    const { scope, loadBalance } = await tableScope(open, async () =>
      balanceOf({ paid_minor: 2000, remaining_minor: 8000, closed: true }),
    );
    expect(loadBalance).not.toHaveBeenCalled();
    await allSettled(purchaseChanged, { scope, params: { ...open, version: 2, status: 'closed' } });
    expect(loadBalance).toHaveBeenCalledTimes(1);
    expect(scope.getState($billState)).toEqual({
      kind: 'closedDue',
      remainingMinor: 8000,
      currency: 'COP',
    });
  });

  it('counts each tap refused because the bill closed meanwhile, without a notice besides the block', async () => {
    const open = makeTablePurchase({
      items: [makePurchaseItem({ id: 1, profile_id: dinerProfile.id })],
      count_pending: 1,
    });
    const { scope } = await tableScope(open, async () => balanceOf({ closed: true }));
    expect(scope.getState($closedBillReveals)).toBe(0);
    await allSettled(waiterClicked, { scope });
    expect(scope.getState($closedBillReveals)).toBe(1);
    await allSettled(cookClicked, { scope });
    await allSettled(lineCountChanged, { scope, params: { lineId: 1, count: 2 } });
    expect(scope.getState($closedBillReveals)).toBe(3);
    expect(scope.getState($notice)).toBeNull();
  });
});
