import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $profile,
  followTableFx,
  loadBalanceFx,
  loadBranchFx,
  openManualPaymentFx,
  paymentMethodsFx,
  setManualAmountFx,
  type PurchaseBalance,
  type TablePurchase,
} from 'shared-contracts';
import { makeProfile, makePurchaseBalance, makeSupplier, makeTablePurchase } from 'shared-contracts/testing';
import {
  $amountError,
  $manualPaymentPath,
  $paysOnManual,
  amountSubmitted,
  amountTyped,
  myOrderPageModel,
  pageOpened,
  payBillClicked,
  routeVisited,
} from './my-order-page.ts';
import { loadViewedCartFx } from '../../common/model/purchase-view.ts';
import { addTipFx } from '../../common/model/tip.ts';

const manual: TablePurchase = { ...makeTablePurchase(1), id: 40, table: null, manual_amount: 0 };
const balance: PurchaseBalance = makePurchaseBalance({ purchase_id: 40 });

function scopeWith(
  purchase: TablePurchase,
  setAmount = vi.fn(async () => purchase),
  addTip = vi.fn(async () => purchase),
) {
  return fork({
    values: [[$profile, makeProfile()]],
    handlers: [
      [loadViewedCartFx, async () => purchase],
      [loadBalanceFx, async () => ({ ...balance, purchase_id: purchase.id })],
      [loadBranchFx, async (slug: string) => makeSupplier({ slug, has_cluvi_pay: true })],
      [addTipFx, addTip],
      [followTableFx, async () => ({ close: () => undefined })],
      [
        paymentMethodsFx,
        async () => ({
          payment_methods: [],
          currency: 'COP' as const,
          minimum_order_minor: 0,
          service_fee_label: false,
          impoconsumo_label: false,
        }),
      ],
      [setManualAmountFx, setAmount],
      [openManualPaymentFx, async () => manual],
    ],
  });
}

describe("MyOrder rendered on the server with the diner's profile", () => {
  it('the visit only reads: the default tip is saved once the page opens in the browser', async () => {
    const table: TablePurchase = { ...makeTablePurchase(3), id: 41, tip: null };
    const addTip = vi.fn(async () => table);
    const scope = scopeWith(table, undefined, addTip);
    await allSettled(routeVisited, {
      scope,
      params: { params: { supplier: 'chapinero', purchaseId: '41' }, search: '' },
    });
    expect(scope.getState(myOrderPageModel.status)).toBe('ready');
    expect(addTip).not.toHaveBeenCalled();
    await allSettled(pageOpened, { scope, params: { supplier: 'chapinero', purchaseId: 41 } });
    expect(addTip).toHaveBeenCalledTimes(1);
  });
});

describe('MyOrder of a manual payment', () => {
  it("asks the waiter's bill: nothing, zero or a text is refused, an amount is saved", async () => {
    const setAmount = vi.fn(async () => ({ ...manual, manual_amount: 45000 }));
    const scope = scopeWith(manual, setAmount);
    await allSettled(pageOpened, { scope, params: { supplier: 'usaquen', purchaseId: 40 } });
    await allSettled(amountSubmitted, { scope });
    expect(scope.getState($amountError)).toBe('required');
    await allSettled(amountTyped, { scope, params: '0' });
    await allSettled(amountSubmitted, { scope });
    expect(scope.getState($amountError)).toBe('invalid');
    expect(setAmount).not.toHaveBeenCalled();
    await allSettled(amountTyped, { scope, params: '45.000' });
    await allSettled(amountSubmitted, { scope });
    expect(setAmount).toHaveBeenCalledWith({ purchaseId: 40, amount: 45000 });
    expect(scope.getState($amountError)).toBeNull();
  });
});

describe('MyOrder of a list-only table', () => {
  it("is no bill: paying it opens the diner's manual payment and goes there", async () => {
    const list: TablePurchase = {
      ...makeTablePurchase(1),
      id: 12,
      supplier_id: 1,
      rules: { ...makeTablePurchase(1).rules, on_table_class: 'basic', list_only: true },
    };
    const scope = scopeWith(list);
    await allSettled(pageOpened, { scope, params: { supplier: 'usaquen', purchaseId: 12 } });
    expect(scope.getState($paysOnManual)).toBe(true);
    await allSettled(payBillClicked, { scope });
    expect(scope.getState($manualPaymentPath)).toBe('/usaquen/menu-digital/my-order/40');
  });
});
