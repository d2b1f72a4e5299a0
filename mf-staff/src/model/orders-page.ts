import { createEvent, createStore, sample } from 'effector';
import { createApiFx, type OrderStatus } from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';
import { createBranchScreen } from './branch-screen.ts';
import { nextStatusOf, ordersByStep, type OrderMove } from './orders-board.ts';
import { $canSettle, createPaymentSettle } from './payment-settle.ts';
import { $csrf } from './session.ts';

/** The order's button: move it to its next status. */
export const orderAdvanced = createEvent<number>();
/** "Cancel the order": asks first, naming what the diner paid. */
export const cancelAsked = createEvent<number>();
export const cancelKept = createEvent();
export const cancelConfirmed = createEvent();

export const advanceFx = createApiFx(
  (call: { slug: string; purchaseId: number; status: OrderStatus; csrf: string }, headers) =>
    staffApi.orderStatus(call, headers),
);

// The screen shows the API's code of the last move that failed (another device moved it first, the
// session ended…).
// An order paid on handover (cash at the door) shows the payment to collect; it is settled here.
const settle = createPaymentSettle('orders');
export const { settleFx: ordersSettleFx } = settle;

const screen = createBranchScreen({
  capability: 'orders',
  load: (ref, headers) => staffApi.orders(ref.slug, ref.branch, headers),
  actions: [advanceFx, settle.settleFx],
});
export const { $slug, $snapshot, $busy } = screen;
const { $confirming: $confirmingPayment } = settle.connect({
  $busy,
  $payments: $snapshot.map((snapshot) => snapshot?.orders.flatMap((order) => order.pending_payments) ?? []),
  opened: screen.pageOpened,
});

const $columns = $snapshot.map((snapshot) => ordersByStep(snapshot?.orders ?? []));

// The next status comes from the order as the screen shows it: a second tap on a stale button is refused
// by the API (409 `invalid_transition`) and shown, never a step skipped.
const advanceWanted = sample({
  clock: orderAdvanced,
  source: { slug: $slug, csrf: $csrf, snapshot: $snapshot, busy: $busy },
  filter: ({ slug, busy }) => slug !== null && !busy,
  fn: ({ slug, csrf, snapshot }, purchaseId) => {
    const order = snapshot?.orders.find((candidate) => candidate.id === purchaseId);
    return { slug: slug ?? '', csrf, purchaseId, status: order ? nextStatusOf(order) : null };
  },
});
sample({
  clock: advanceWanted,
  filter: (call): call is typeof call & { status: OrderStatus } => call.status !== null,
  target: advanceFx,
});

/** The order whose cancelling waits for its confirmation; the answer or a new visit forgets it. */
const $cancelling = createStore<number | null>(null, { sid: 'staff/orders-cancelling' })
  .on(cancelAsked, (_, purchaseId) => purchaseId)
  .reset(cancelKept, advanceFx.finally, screen.pageOpened);
sample({
  clock: cancelConfirmed,
  source: { slug: $slug, csrf: $csrf, purchaseId: $cancelling, busy: $busy },
  filter: ({ slug, purchaseId, busy }) => slug !== null && purchaseId !== null && !busy,
  fn: ({ slug, csrf, purchaseId }) => ({
    slug: slug ?? '',
    csrf,
    purchaseId: purchaseId ?? 0,
    status: 'cancelled' as const,
  }),
  target: advanceFx,
});

/**
 * What the last move did, for the screen's live region: the order and the status it went to (another
 * column, or finished or cancelled: off the screen). The focus follows a moved card, but only these words
 * say which column it is in now, and where an order that left went. A new move starts without one.
 */
export const $notice = createStore<OrderMove | null>(null, { sid: 'staff/orders-notice' })
  .on(advanceFx.done, (_, { params }) => ({ purchaseId: params.purchaseId, status: params.status }))
  .reset(advanceFx, screen.pageOpened);

/** The orders' own part of its page (the frame every live screen shares is `ordersScreen`). */
export const ordersPageModel = {
  $columns,
  $busy,
  $canSettle,
  $cancelling,
  $notice,
  orderAdvanced,
  cancelAsked,
  cancelKept,
  cancelConfirmed,
  $confirmingPayment,
  paymentSettled: settle.paymentSettled,
  bankApprovalConfirmed: settle.bankApprovalConfirmed,
  bankApprovalKept: settle.bankApprovalKept,
};
export const ordersScreen = screen.page;
