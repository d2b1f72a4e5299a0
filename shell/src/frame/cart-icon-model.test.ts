import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $order, $supplier } from 'shared-contracts';
import { makeSupplier } from 'shared-contracts/testing';
import {
  cartButtonPressed,
  cartIconModel,
  hideTooltipFx,
  manualPaymentRequested,
} from './cart-icon-model.ts';

const onTable = { service: 'on_table' as const, subservice: null };

describe('cart icon model', () => {
  it('asks for a zero manual payment on a my-list branch with in-app payment and shows the notice meanwhile', async () => {
    const scope = fork({
      values: [
        [$order, onTable],
        [$supplier, makeSupplier({ on_table_class: 'my-list', has_cluvi_pay: true })],
      ],
      // The 3 s timer ends at once: the notice shows, then hides.
      handlers: [[hideTooltipFx, () => undefined]],
    });
    const requested: unknown[] = [];
    const shown: boolean[] = [];
    createWatch({ unit: manualPaymentRequested, scope, fn: (params) => requested.push(params) });
    createWatch({ unit: cartIconModel.noPendingShown, scope, fn: (value) => shown.push(value) });
    await allSettled(cartButtonPressed, { scope });
    expect(requested).toEqual([{ amount: 0 }]);
    expect(shown).toEqual([true, false]);
  });

  it('leaves the notice off for delivery, where the icon is a link', async () => {
    const scope = fork({ values: [[$order, { service: 'delivery', subservice: null }]] });
    await allSettled(cartButtonPressed, { scope });
    expect(scope.getState(cartIconModel.noPendingShown)).toBe(false);
    expect(scope.getState(cartIconModel.action)).toEqual({ kind: 'cart-in-progress' });
  });
});
