import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $balance,
  $paymentAttempt,
  ApiRequestError,
  type PaymentResponse,
  type PurchaseBalance,
} from 'shared-contracts';
import { $outcomeShown, $payment, retryPaymentClicked } from './checkout-page.ts';
import { answer, balance, openedScope } from './checkout-page.test-data.ts';
import {
  $cancellable,
  $cancelRefusal,
  $confirmingCancel,
  cancelConfirmed,
  cancelDismissed,
  cancelPaymentClicked,
} from './payment-cancel.ts';

/** What the tab kept of the diner's attempt whose PSE payment (id 1) waits for the bank. */
const keptAttempt = { purchase_id: 9, key: 'key-7', fingerprint: 'the share', payment_id: 1 };
const BANK = 'http://localhost:4000/api/v4/sandbox/pse/1?return=x';

/** Payment 1 of purchase 9, all of the 38.000 bill, by PSE, as the API answers it. */
function pse(
  status: 'pending' | 'approved' | 'cancelled',
  bill: Partial<PurchaseBalance>,
  reason: string | null = null,
): PaymentResponse {
  return {
    payment: {
      ...answer('approved').payment,
      method: 'pse',
      status,
      reason,
      card_last4: null,
      card_brand: null,
      redirect_url: status === 'pending' ? BANK : null,
    },
    balance: { ...balance, ...bill },
  };
}
const waiting = pse('pending', { pending_minor: 38000, remaining_minor: 0 }, 'pending_bank_validation');
const cancelled = pse('cancelled', { pending_minor: 0, remaining_minor: 38000 }, 'cancelled_by_payer');

/** The checkout opened again (back from the bank, a reload) while the PSE payment waits. */
const reopened = (
  cancel: (paymentId: number) => Promise<PaymentResponse>,
  load: (paymentId: number) => Promise<PaymentResponse> = async () => waiting,
) => openedScope(async () => answer('approved'), 10000, { attempt: keptAttempt, load, cancel });

describe('a PSE payment read again after a reload', () => {
  it('keeps the way back to the bank the API names, beside the waiting notice', async () => {
    const scope = await reopened(async () => cancelled);
    expect(scope.getState($outcomeShown)).toBe(true);
    expect(scope.getState($payment)).toMatchObject({ status: 'pending', redirect_url: BANK });
    expect(scope.getState($cancellable)).toBe(true);
  });
});

describe('giving up a PSE payment that waits for the bank', () => {
  it('asks first: dismissed, nothing is sent', async () => {
    const cancel = vi.fn(async (_: number) => cancelled);
    const scope = await reopened(cancel);
    await allSettled(cancelPaymentClicked, { scope });
    expect(scope.getState($confirmingCancel)).toBe(true);
    await allSettled(cancelDismissed, { scope });
    expect(scope.getState($confirmingCancel)).toBe(false);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('confirmed, cancels that payment once: the bill is due again, the attempt is over, the diner may pay again', async () => {
    const cancel = vi.fn(async (_: number) => cancelled);
    const scope = await reopened(cancel);
    await allSettled(cancelPaymentClicked, { scope });
    await Promise.all([allSettled(cancelConfirmed, { scope }), allSettled(cancelConfirmed, { scope })]);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalledWith(1);
    expect(scope.getState($confirmingCancel)).toBe(false);
    expect(scope.getState($payment)).toMatchObject({ status: 'cancelled', redirect_url: null });
    expect(scope.getState($cancellable)).toBe(false);
    expect(scope.getState($balance)).toMatchObject({ pending_minor: 0, remaining_minor: 38000 });
    // The next tap on "Pay" is a new payment under a new key, never the cancelled one replayed.
    expect(scope.getState($paymentAttempt)).toBeNull();
    // The outcome says it was cancelled; "try again" opens the form.
    expect(scope.getState($outcomeShown)).toBe(true);
    await allSettled(retryPaymentClicked, { scope });
    expect(scope.getState($outcomeShown)).toBe(false);
  });

  it('the bank answered first: says so, and reads the payment again to show what the bank decided', async () => {
    const load = vi.fn(async (_: number) => waiting);
    const scope = await reopened(async () => {
      throw new ApiRequestError(409, 'payment_not_pending', 'x', { status: 'approved' });
    }, load);
    load.mockImplementation(async () => pse('approved', { paid_minor: 38000, remaining_minor: 0 }));
    await allSettled(cancelPaymentClicked, { scope });
    await allSettled(cancelConfirmed, { scope });
    expect(scope.getState($cancelRefusal)?.code).toBe('payment_not_pending');
    expect(load).toHaveBeenLastCalledWith(1);
    expect(scope.getState($payment)?.status).toBe('approved');
    expect(scope.getState($cancellable)).toBe(false);
    expect(scope.getState($confirmingCancel)).toBe(false);
  });

  it('a refusal goes when the diner asks again', async () => {
    const scope = await reopened(async () => {
      throw new ApiRequestError(403, 'not_your_payment', 'x');
    });
    await allSettled(cancelPaymentClicked, { scope });
    await allSettled(cancelConfirmed, { scope });
    expect(scope.getState($cancelRefusal)?.code).toBe('not_your_payment');
    expect(scope.getState($payment)?.status).toBe('pending');
    await allSettled(cancelPaymentClicked, { scope });
    expect(scope.getState($cancelRefusal)).toBeNull();
  });

  it('is not offered for a card or cash payment that waits', async () => {
    const cash = { ...waiting, payment: { ...waiting.payment, method: 'cash' as const, redirect_url: null } };
    const scope = await reopened(
      async () => cancelled,
      async () => cash,
    );
    expect(scope.getState($outcomeShown)).toBe(true);
    expect(scope.getState($cancellable)).toBe(false);
  });
});
