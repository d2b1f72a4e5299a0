import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { $lastPayment, $profile, loadPaymentFx, screenStatus, type RouteVisit } from 'shared-contracts';

/** The webcheckout page of a payment is on screen (back from the bank): its gate opens as the page mounts. */
export const WebcheckoutPageGate: Gate<{ paymentId: number }> = createGate<{ paymentId: number }>({
  name: 'checkout/webcheckout-page',
});
export const pageOpened = WebcheckoutPageGate.open;
/** The server's visit: the payment needs the diner's profile, which only the browser holds; nothing to load. */
export const routeVisited = createEvent<RouteVisit>();
export const retryClicked = createEvent();

const $paymentId = createStore<number | null>(null, { sid: 'checkout/webcheckout-id' }).on(
  pageOpened,
  (_, { paymentId }) => paymentId,
);
const $failed = createStore(false)
  .on(loadPaymentFx.fail, () => true)
  .reset(pageOpened, retryClicked);
export const $payment = combine($lastPayment, $paymentId, (payment, id) =>
  payment && payment.id === id ? payment : null,
);
export const $status = combine($payment, $failed, (payment, failed) =>
  screenStatus(payment, failed, () => false),
);

// The payment is read with the diner's profile, which a full load (back from the bank) restores after opening.
const $started = createStore(false).reset(pageOpened);
const profileReady = sample({
  clock: [pageOpened, $profile.updates],
  source: { id: $paymentId, profile: $profile, started: $started },
  filter: ({ id, profile, started }) => id !== null && profile !== null && !started,
  fn: ({ id }) => id ?? 0,
});
$started.on(profileReady, () => true);
sample({ clock: profileReady, target: loadPaymentFx });
sample({ clock: retryClicked, source: $paymentId, filter: Boolean, target: loadPaymentFx });

export const webcheckoutPageModel = { status: $status, payment: $payment, pageOpened, retryClicked };
