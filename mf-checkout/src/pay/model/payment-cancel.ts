import { combine, createEvent, createStore, sample } from 'effector';
import {
  $paymentAttempt,
  cancelPaymentFx,
  loadPaymentFx,
  paymentAttemptEnded,
  toApiRequestError,
} from 'shared-contracts';
import { refusalOf, type Refusal } from '../../common/model/refusal.ts';
import { $payment, changeMethodClicked, pageOpened, retryPaymentClicked } from './checkout-page.ts';

/** The diner asked to give up their PSE payment that waits for the bank: the page asks them to confirm. */
export const cancelPaymentClicked = createEvent();
export const cancelConfirmed = createEvent();
export const cancelDismissed = createEvent();

/**
 * The diner's own PSE payment while the bank has not answered: the one payment a diner may give up (the
 * staff settle cash, card reader and transfers; the bank, a card). Their own: the page only holds the
 * payment of this tab's attempt.
 */
export const $cancellable = $payment.map(
  (payment) => payment !== null && payment.method === 'pse' && payment.status === 'pending',
);
const $asked = createStore(false, { sid: 'checkout/cancel-asked' })
  .on(cancelPaymentClicked, () => true)
  .reset(pageOpened, cancelDismissed, cancelConfirmed);
/** The question is on screen, until answered, or until the bank answered first (nothing left to cancel). */
export const $confirmingCancel = combine($asked, $cancellable, (asked, cancellable) => asked && cancellable);
export const $cancelling = cancelPaymentFx.pending;
/** Why the cancel was refused, until the diner asks again or leaves the payment's outcome. */
export const $cancelRefusal = createStore<Refusal | null>(null)
  .on(cancelPaymentFx.failData, (_, error) => refusalOf(error))
  .reset(pageOpened, cancelPaymentClicked, cancelPaymentFx, retryPaymentClicked, changeMethodClicked);

// One request however many taps: a cancel under way is not sent again.
sample({
  clock: cancelConfirmed,
  source: { payment: $payment, cancellable: $cancellable, busy: $cancelling },
  filter: ({ cancellable, busy }) => cancellable && !busy,
  fn: ({ payment }) => payment?.id ?? 0,
  target: cancelPaymentFx,
});
// The payment is over (the shared stores hold it cancelled, with the bill it freed): the next tap on
// "Pay" is a new payment under a new key, never this one replayed.
sample({
  clock: cancelPaymentFx.done,
  source: $paymentAttempt,
  filter: (attempt, { params }) => attempt?.payment_id === params,
  fn: () => undefined,
  target: paymentAttemptEnded,
});
// The bank answered first: the payment is read again, so the page says what the bank decided.
sample({
  clock: cancelPaymentFx.fail,
  filter: ({ error }) => toApiRequestError(error).code === 'payment_not_pending',
  fn: ({ params }) => params,
  target: loadPaymentFx,
});

export const paymentCancelModel = {
  cancellable: $cancellable,
  confirmingCancel: $confirmingCancel,
  cancelling: $cancelling,
  cancelRefusal: $cancelRefusal,
  cancelPaymentClicked,
  cancelConfirmed,
  cancelDismissed,
};
