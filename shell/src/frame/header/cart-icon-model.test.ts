import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $errorDialog,
  $manualPayment,
  $order,
  $profile,
  $supplier,
  $tableOrder,
  $tablePurchase,
  ApiRequestError,
  profileLoaded,
  type TablePurchase,
} from 'shared-contracts';
import { makeProfile, makeSupplier, makeTablePurchase } from 'shared-contracts/testing';
import {
  cartButtonPressed,
  cartIconModel,
  hideTooltipFx,
  manualPaymentShown,
  myOrderLinkFollowed,
  openManualPaymentFx,
  resetTipFx,
} from './cart-icon-model.ts';

const onTable = { service: 'on_table' as const, subservice: null };
const manual: TablePurchase = { ...makeTablePurchase(1), id: 77, table: null, manual_amount: 0 };
const tipped = (purchase: TablePurchase): TablePurchase => ({
  ...purchase,
  tip: { include: true, percent: 10, custom_value: null },
});

describe('cart icon model', () => {
  it('opens a zero manual payment on a basic branch with in-app payment, stores it, resets its tip and leads to it', async () => {
    const open = vi.fn(async () => manual);
    const resetTip = vi.fn(async (id: number) => tipped({ ...manual, id }));
    const scope = fork({
      values: [
        [$order, onTable],
        [$profile, makeProfile()],
        [$supplier, makeSupplier({ id: 5, on_table_class: 'basic', has_cluvi_pay: true })],
      ],
      handlers: [
        [openManualPaymentFx, open],
        [resetTipFx, resetTip],
        [hideTooltipFx, () => undefined],
      ],
    });
    const shown: boolean[] = [];
    createWatch({ unit: cartIconModel.noPendingShown, scope, fn: (value) => shown.push(value) });
    await allSettled(cartButtonPressed, { scope });
    expect(open).toHaveBeenCalledWith({ supplier_id: 5, amount: 0 });
    expect(resetTip).toHaveBeenCalledWith(77);
    expect(scope.getState($manualPayment)).toMatchObject({ id: 77, tip: { include: true, percent: 10 } });
    expect(scope.getState(cartIconModel.manualPaymentToShow)).toBe(77);
    // It is a page to go to, not a 'no pending payments' notice.
    expect(shown).toEqual([]);
    await allSettled(manualPaymentShown, { scope });
    expect(scope.getState(cartIconModel.manualPaymentToShow)).toBeNull();
  });

  it('pressed before the profile exists, opens the manual payment once it arrives (no refusal)', async () => {
    const open = vi.fn(async () => manual);
    const scope = fork({
      values: [
        [$order, onTable],
        [$supplier, makeSupplier({ id: 5, on_table_class: 'basic', has_cluvi_pay: true })],
      ],
      handlers: [
        [openManualPaymentFx, open],
        [resetTipFx, async (id: number) => tipped({ ...manual, id })],
      ],
    });
    await allSettled(cartButtonPressed, { scope });
    expect(open).not.toHaveBeenCalled();
    await allSettled(profileLoaded, { scope, params: makeProfile() });
    expect(open).toHaveBeenCalledExactlyOnceWith({ supplier_id: 5, amount: 0 });
    expect(scope.getState(cartIconModel.manualPaymentToShow)).toBe(77);
    // A later change of profile opens nothing more.
    await allSettled(profileLoaded, { scope, params: makeProfile({ name: 'Bea' }) });
    expect(open).toHaveBeenCalledOnce();
  });

  it('says why a manual payment could not be opened, in the error dialog', async () => {
    const scope = fork({
      values: [
        [$order, onTable],
        [$profile, makeProfile()],
        [$supplier, makeSupplier({ on_table_class: 'my-list', has_cluvi_pay: true })],
      ],
      handlers: [
        [
          openManualPaymentFx,
          async () => {
            throw new ApiRequestError(409, 'manual_payment_unavailable', 'not here');
          },
        ],
      ],
    });
    await allSettled(cartButtonPressed, { scope });
    expect(scope.getState($errorDialog)).toEqual({
      key: 'errors.manual_payment_unavailable',
      message: null,
      icon: 'error',
    });
    expect(scope.getState(cartIconModel.manualPaymentToShow)).toBeNull();
  });

  it("resets the table order's tip to the default as MyOrder opens, unless it already is", async () => {
    const resetTip = vi.fn(async (id: number) => tipped({ ...makeTablePurchase(3), id }));
    const purchase = {
      ...makeTablePurchase(2),
      id: 42,
      tip: { include: false, percent: null, custom_value: null },
    };
    const scope = fork({
      values: [
        [$order, onTable],
        [$profile, makeProfile()],
        [$supplier, makeSupplier({ on_table_class: 'checkout', has_cluvi_pay: true })],
        [$tableOrder, { purchaseId: '42', itemCount: 1 }],
        [$tablePurchase, purchase],
      ],
      handlers: [[resetTipFx, resetTip]],
    });
    expect(scope.getState(cartIconModel.action)).toMatchObject({ kind: 'my-order', purchaseId: '42' });
    await allSettled(myOrderLinkFollowed, { scope, params: '42' });
    expect(resetTip).toHaveBeenCalledWith(42);
    // The answer is the scope's purchase now: a second press changes nothing.
    expect(scope.getState($tablePurchase)?.tip).toEqual({ include: true, percent: 10, custom_value: null });
    await allSettled(myOrderLinkFollowed, { scope, params: '42' });
    expect(resetTip).toHaveBeenCalledTimes(1);
  });

  it('shows the 3 s notice when nothing is to pay, and leaves it off for delivery, where the icon is a link', async () => {
    const idle = fork({
      values: [
        [$order, onTable],
        [$profile, makeProfile()],
        [$supplier, makeSupplier({ on_table_class: 'checkout', has_cluvi_pay: true })],
      ],
      handlers: [[hideTooltipFx, () => undefined]],
    });
    const shown: boolean[] = [];
    createWatch({ unit: cartIconModel.noPendingShown, scope: idle, fn: (value) => shown.push(value) });
    await allSettled(cartButtonPressed, { scope: idle });
    expect(shown).toEqual([true, false]);

    const scope = fork({ values: [[$order, { service: 'delivery', subservice: null }]] });
    await allSettled(cartButtonPressed, { scope });
    expect(scope.getState(cartIconModel.noPendingShown)).toBe(false);
    expect(scope.getState(cartIconModel.action)).toEqual({ kind: 'cart-in-progress' });
  });
});
