import { combine, createEvent, createStore, sample, type Event, type Store } from 'effector';
import { createApiFx, type StaffPendingPayment } from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';
import { $csrf, $session } from './session.ts';

/** A pending payment approved or refused by the staff. */
export interface PaymentSettle {
  paymentId: number;
  status: 'approved' | 'declined';
}

/** Whether the signed-in account handles money (settling a payment needs it; the API checks it again). */
export const $canSettle = $session.map((session) => session?.capabilities.includes('payments') ?? false);

/**
 * Whether approving `payment` would approve money nobody has seen: a PSE payment the bank has not
 * answered yet. The staff may still settle it (the bank's answer may never come), but cash and a card
 * reader are seen at the table, while here only the restaurant's bank account can tell.
 */
export const bankUnanswered = (payment: Pick<StaffPendingPayment, 'method' | 'status'>): boolean =>
  payment.method === 'pse' && payment.status === 'pending';

/** Whether the payment `paymentId` among `payments` is one the bank has not answered. */
const unansweredAmong = (payments: readonly StaffPendingPayment[], paymentId: number | null): boolean =>
  payments.some((payment) => payment.id === paymentId && bankUnanswered(payment));

/**
 * The staff settling the payments that wait for them (cash, a transfer's proof, a bank payment never
 * answered), on any screen that shows them (`screen` names its stores). `settleFx` goes into the screen's
 * actions (its busy state and its error), then `connect` wires the taps to it with that busy state and the
 * payments the screen shows, so a second tap while one is under way is ignored, and approving a payment
 * the bank has not answered waits for a second, explicit "yes" (`$confirming`).
 */
export function createPaymentSettle(screen: 'floor' | 'orders') {
  const paymentSettled = createEvent<PaymentSettle>();
  /** "Yes, approve it" on a payment the bank has not answered. */
  const bankApprovalConfirmed = createEvent();
  /** "No, wait for the bank": nothing is sent. */
  const bankApprovalKept = createEvent();
  const settleFx = createApiFx((call: PaymentSettle & { csrf: string }, headers) =>
    staffApi.settlePayment(call, headers),
  );
  /** The payment whose approval waits for the second "yes", as it was asked. */
  const $asked = createStore<number | null>(null, { sid: `staff/${screen}-confirming-payment` }).reset(
    bankApprovalKept,
    settleFx.finally,
  );

  const connect = ({
    $busy,
    $payments,
    opened,
  }: {
    $busy: Store<boolean>;
    /** Every payment the screen shows as waiting for the staff. */
    $payments: Store<readonly StaffPendingPayment[]>;
    /** The screen opened again: a question left open is forgotten. */
    opened: Event<unknown>;
  }) => {
    $asked.reset(opened);
    /**
     * The payment waiting for the second "yes", while it still waits for the bank: once the bank answers
     * (the live screen drops it from the payments), there is nothing left to ask.
     */
    const $confirming = combine($asked, $payments, (paymentId, payments) =>
      unansweredAmong(payments, paymentId) ? paymentId : null,
    );
    const tapped = sample({
      clock: paymentSettled,
      source: { busy: $busy, allowed: $canSettle, payments: $payments },
      filter: ({ busy, allowed }) => allowed && !busy,
      fn: ({ payments }, settle) => ({
        settle,
        ask: settle.status === 'approved' && unansweredAmong(payments, settle.paymentId),
      }),
    });
    sample({
      clock: tapped,
      filter: ({ ask }) => ask,
      fn: ({ settle }) => settle.paymentId,
      target: $asked,
    });
    const confirmed = sample({
      clock: bankApprovalConfirmed,
      source: { paymentId: $confirming, busy: $busy, allowed: $canSettle },
      filter: ({ paymentId, busy, allowed }) => paymentId !== null && allowed && !busy,
      fn: ({ paymentId }): PaymentSettle => ({ paymentId: paymentId ?? 0, status: 'approved' }),
    });
    sample({
      clock: [tapped.filter({ fn: ({ ask }) => !ask }).map(({ settle }) => settle), confirmed],
      source: $csrf,
      fn: (csrf, settle) => ({ csrf, ...settle }),
      target: settleFx,
    });
    return { $confirming };
  };
  return { paymentSettled, bankApprovalConfirmed, bankApprovalKept, settleFx, connect };
}
