import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { makePaymentResponse } from '../testing/instance-config.ts';
import { makeTablePurchase } from '../testing/table-purchase.ts';
import type { PaymentMethodsResponse } from '../schemas/payment.ts';
import { $lastPayment, branchPaymentMethods, loadBalanceFx, loadPaymentFx, payFx } from './payment.ts';
import { purchaseChanged } from './table-order.ts';

describe("the diner's last payment", () => {
  it('is read again when its purchase moves while it waits, so its screen says what became of it', async () => {
    const pending = makePaymentResponse({
      id: 4,
      purchase_id: 7,
      method: 'cash',
      status: 'pending',
      reason: 'awaiting_staff',
    });
    const approved = makePaymentResponse({ id: 4, purchase_id: 7, method: 'cash', status: 'approved' });
    const load = vi.fn(async () => approved);
    const scope = fork({
      handlers: [
        [payFx, async () => pending],
        [loadPaymentFx, load],
        [loadBalanceFx, async () => approved.balance],
      ],
    });
    await allSettled(payFx, { scope, params: { body: {} as never, key: 'k' } });
    expect(scope.getState($lastPayment)?.status).toBe('pending');
    // The staff confirmed the cash: the live channel brings the purchase's new version.
    await allSettled(purchaseChanged, { scope, params: makeTablePurchase(2) });
    expect(load).toHaveBeenCalledWith(4);
    expect(scope.getState($lastPayment)?.status).toBe('approved');
    // Settled: further changes of the purchase do not ask again.
    await allSettled(purchaseChanged, { scope, params: makeTablePurchase(3) });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('branchPaymentMethods', () => {
  const methods = { currency: 'COP' } as unknown as PaymentMethodsResponse;
  const loaded = { supplier: 'chapinero', methods };

  it("gives the loaded methods to the page of the branch they were asked for, and none to another branch's page", () => {
    expect(branchPaymentMethods(loaded, 'chapinero')).toBe(methods);
    expect(branchPaymentMethods(loaded, 'usaquen')).toBeNull();
    expect(branchPaymentMethods(loaded, null)).toBeNull();
    expect(branchPaymentMethods(null, 'chapinero')).toBeNull();
  });
});
