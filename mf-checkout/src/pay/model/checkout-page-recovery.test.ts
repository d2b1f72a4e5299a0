import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $paymentAttempt,
  ApiRequestError,
  purchaseChanged,
  type PaymentRequest,
  type PaymentResponse,
  type PurchaseBalance,
  type TrackingRequest,
} from 'shared-contracts';
import { $tipRefusal } from '../../common/model/tip.ts';
import {
  $formReopened,
  $outcomeShown,
  $payError,
  $payment,
  $tipTextError,
  changeMethodClicked,
  formSubmitted,
  retryPaymentClicked,
  splitChanged,
  tipChanged,
  tipCustomApplied,
  tipTextChanged,
} from './checkout-page.ts';
import { answer, balance, openedScope, purchase } from './checkout-page.test-data.ts';

/** What the tab kept of the diner's attempt whose payment (id 1) waits. */
const keptAttempt = { purchase_id: 9, key: 'key-7', fingerprint: 'the share', payment_id: 1 };

/** Payment 1 of purchase 9 as the API reads it again, with the bill it leaves. */
function readAgain(
  method: 'pse' | 'cash' | 'card',
  status: 'pending' | 'approved' | 'declined',
  bill: Partial<PurchaseBalance>,
): PaymentResponse {
  const reason = { pending: 'pending_bank_validation', approved: null, declined: 'payment_declined' }[status];
  return {
    payment: { ...answer(status).payment, method, reason, amount_minor: 19000, card_last4: null },
    balance: { ...balance, ...bill },
  };
}
/** Half the bill held by a waiting payment, half still to pay. */
const halfHeld = { pending_minor: 19000, remaining_minor: 19000 };
/** All of the bill held by a waiting payment: nothing left to pay. */
const allHeld = { pending_minor: 38000, remaining_minor: 0 };

describe("the checkout opened again while the diner's own payment waits", () => {
  it('back from the bank: says the PSE payment waits instead of a form with nothing to pay, and follows it until the bank approves', async () => {
    const load = vi.fn(async (_: number) => readAgain('pse', 'pending', halfHeld));
    const scope = await openedScope(async () => answer('approved'), 10000, { attempt: keptAttempt, load });
    expect(load).toHaveBeenCalledWith(1);
    expect(scope.getState($payment)).toMatchObject({ id: 1, method: 'pse', status: 'pending' });
    expect(scope.getState($outcomeShown)).toBe(true);

    // The bank approves: the purchase moves on the live channel and the payment is read again.
    load.mockImplementation(async () =>
      readAgain('pse', 'approved', { paid_minor: 19000, remaining_minor: 19000 }),
    );
    await allSettled(purchaseChanged, { scope, params: purchase });
    expect(scope.getState($payment)?.status).toBe('approved');
    expect(scope.getState($outcomeShown)).toBe(true);
  });

  it('the bank declining it later says so, with a new attempt for the next tap', async () => {
    const load = vi.fn(async (_: number) => readAgain('pse', 'pending', allHeld));
    const scope = await openedScope(async () => answer('approved'), 10000, { attempt: keptAttempt, load });
    expect(scope.getState($outcomeShown)).toBe(true);
    load.mockImplementation(async () => readAgain('pse', 'declined', { remaining_minor: 38000 }));
    await allSettled(purchaseChanged, { scope, params: purchase });
    expect(scope.getState($payment)?.status).toBe('declined');
    expect(scope.getState($outcomeShown)).toBe(true);
    expect(scope.getState($paymentAttempt)).toBeNull();
  });

  it('cash holding all that was left waits for the waiter on screen; a pending card for half leaves the form to pay the rest', async () => {
    const cash = await openedScope(async () => answer('approved'), 10000, {
      attempt: keptAttempt,
      load: async () => readAgain('cash', 'pending', allHeld),
    });
    expect(cash.getState($outcomeShown)).toBe(true);

    const card = await openedScope(async () => answer('approved'), 10000, {
      attempt: keptAttempt,
      load: async () => readAgain('card', 'pending', halfHeld),
    });
    expect(card.getState($outcomeShown)).toBe(false);
  });

  it("another diner's payment, or one this tab no longer waits for, shows no outcome", async () => {
    const load = vi.fn(async (_: number) => readAgain('pse', 'pending', allHeld));
    const scope = await openedScope(async () => answer('approved'), 10000, { load });
    expect(load).not.toHaveBeenCalled();
    expect(scope.getState($outcomeShown)).toBe(false);
  });
});

describe('the checkout going back from an outcome to the form', () => {
  it('counts each way back (try again, change method), so the page moves the focus each time', async () => {
    const scope = await openedScope(async () => answer('declined'));
    expect(scope.getState($formReopened)).toBe(0);
    await allSettled(formSubmitted, { scope });
    await allSettled(retryPaymentClicked, { scope });
    expect(scope.getState($formReopened)).toBe(1);
    await allSettled(formSubmitted, { scope });
    await allSettled(changeMethodClicked, { scope });
    expect(scope.getState($formReopened)).toBe(2);
  });
});

describe('begin_checkout', () => {
  const events = async (owed: PurchaseBalance) => {
    const sent: TrackingRequest[] = [];
    await openedScope(async () => answer('approved'), 10000, {
      balance: async () => owed,
      track: async (body) => {
        sent.push(body);
        return { id: sent.length };
      },
    });
    return sent.filter((body) => body.event === 'begin_checkout');
  };

  it('is not reported for a bill with nothing left to pay, paid or closed', async () => {
    expect(await events({ ...balance, paid_minor: 38000, remaining_minor: 0 })).toEqual([]);
    expect(await events({ ...balance, pending_minor: 38000, remaining_minor: 0 })).toEqual([]);
    expect(await events({ ...balance, closed: true })).toEqual([]);
    expect(await events(balance)).toHaveLength(1);
  });
});

describe('messages of the checkout once their cause is gone', () => {
  const paidHalf = {
    ...answer('approved'),
    balance: { ...balance, paid_minor: 19000, remaining_minor: 19000 },
  };

  it('a refused tip is no longer said once the diner pays, or once the bill changed', async () => {
    const belowPaid = new ApiRequestError(409, 'bill_below_paid', 'x', { paid_minor: 30000 });
    const pay = vi.fn(async (_: { body: PaymentRequest; key: string }) => answer('declined'));
    const owed = { current: balance };
    const scope = await openedScope(pay, 10000, {
      tip: () => Promise.reject(belowPaid),
      balance: async () => owed.current,
    });
    const refuseTip = () =>
      allSettled(tipChanged, { scope, params: { include: false, percent: null, custom_value: null } });
    await refuseTip();
    expect(scope.getState($tipRefusal)?.code).toBe('bill_below_paid');
    // A payment attempt, declined: the refusal answered the tip before it.
    await allSettled(formSubmitted, { scope });
    expect(pay).toHaveBeenCalled();
    expect(scope.getState($tipRefusal)).toBeNull();

    await refuseTip();
    // A live update that leaves the bill as it was keeps it; a table mate's payment does not.
    await allSettled(purchaseChanged, { scope, params: purchase });
    expect(scope.getState($tipRefusal)?.code).toBe('bill_below_paid');
    owed.current = { ...balance, paid_minor: 19000, remaining_minor: 19000 };
    await allSettled(purchaseChanged, { scope, params: purchase });
    expect(scope.getState($tipRefusal)).toBeNull();
  });

  it('"type an amount" under the tip goes once a payment went through', async () => {
    const scope = await openedScope(async () => paidHalf);
    await allSettled(tipTextChanged, { scope, params: '' });
    await allSettled(tipCustomApplied, { scope });
    expect(scope.getState($tipTextError)).toBe('required');
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($tipTextError)).toBeNull();
  });

  it("a payment's refusal goes once the diner changes the share it was about", async () => {
    const scope = await openedScope(async () => {
      throw new ApiRequestError(409, 'amount_exceeds_balance', 'x', { remaining_minor: 20000 });
    });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($payError)?.code).toBe('amount_exceeds_balance');
    await allSettled(splitChanged, { scope, params: { kind: 'equal', parts: '2' } });
    expect(scope.getState($payError)).toBeNull();
  });
});
