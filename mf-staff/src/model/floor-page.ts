import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { apiBaseUrl, createApiFx, staffQrSheetCall, urlOf } from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';
import { createBranchScreen } from './branch-screen.ts';
import { closeCost, type CloseCost } from './close-cost.ts';
import { floorNotice, type FloorNotice } from './floor-notice.ts';
import { $canSettle, createPaymentSettle } from './payment-settle.ts';
import { $csrf } from './session.ts';

export const waiterCallAnswered = createEvent<number>();
export const lineDelivered = createEvent<{ purchaseId: number; itemId: number }>();
/** "Close the table" on a bill: it closes at once, or asks first when money or products are still due. */
export const closeClicked = createEvent<number>();
export const closeConfirmed = createEvent();
export const closeCancelled = createEvent();

/** The API's origin, read in the browser (links to the QR sheet open there with the session cookie). */
const readApiOriginFx = createEffect(() => apiBaseUrl());
const $apiOrigin = createStore<string | null>(null, { serialize: 'ignore' }).on(
  readApiOriginFx.doneData,
  (_, origin) => origin,
);

export const purchaseActionFx = createApiFx(
  (call: { slug: string; purchaseId: number; action: 'waiter-call' | 'close'; csrf: string }, headers) =>
    staffApi.purchaseAction(call, headers),
);
export const deliverLineFx = createApiFx(
  (call: { slug: string; purchaseId: number; itemId: number; csrf: string }, headers) =>
    staffApi.lineStatus({ ...call, status: 'delivered' }, headers),
);
const settle = createPaymentSettle('floor');
export const { settleFx, paymentSettled, bankApprovalConfirmed, bankApprovalKept } = settle;

const screen = createBranchScreen({
  capability: 'floor',
  load: (ref, headers) => staffApi.floor(ref.slug, ref.branch, headers),
  actions: [purchaseActionFx, deliverLineFx, settle.settleFx],
});
export const { $snapshot } = screen;
const { pageOpened, $branch, $slug, $busy } = screen;

const $tables = $snapshot.map((snapshot) => snapshot?.tables ?? []);
const $unseated = $snapshot.map((snapshot) => snapshot?.unseated ?? []);
const $orders = combine($tables, $unseated, (tables, unseated) => [
  ...tables.flatMap((table) => table.orders),
  ...unseated.map(({ order }) => order),
]);

/** The bill whose closing waits for the waiter's confirmation. */
export const $confirmingClose = createStore<number | null>(null, {
  sid: 'staff/floor-confirming-close',
}).reset(
  closeCancelled,
  purchaseActionFx.finally.filter({ fn: ({ params }) => params.action === 'close' }),
  pageOpened,
);
/** The bill waiting for confirmation and what closing it would leave behind, as the live floor says now. */
export const $closing = combine(
  $confirmingClose,
  $orders,
  (purchaseId, orders): { purchaseId: number; cost: CloseCost } | null => {
    const order = orders.find((candidate) => candidate.id === purchaseId);
    const cost = order ? closeCost(order) : null;
    return purchaseId !== null && cost ? { purchaseId, cost } : null;
  },
);
const $qrSheetUrl = combine($apiOrigin, $slug, $branch, (origin, slug, branch) =>
  origin && slug && branch ? urlOf(staffQrSheetCall, { params: { slug, branch } }, origin) : null,
);

sample({ clock: pageOpened, target: readApiOriginFx });
sample({
  clock: waiterCallAnswered,
  source: { slug: $slug, csrf: $csrf, busy: $busy },
  filter: ({ slug, busy }) => slug !== null && !busy,
  fn: ({ slug, csrf }, purchaseId) => ({
    slug: slug ?? '',
    csrf,
    purchaseId,
    action: 'waiter-call' as const,
  }),
  target: purchaseActionFx,
});
const closeAsked = sample({
  clock: closeClicked,
  source: $orders,
  fn: (orders, purchaseId) => {
    const order = orders.find((candidate) => candidate.id === purchaseId);
    return { purchaseId, costly: order ? closeCost(order) !== null : false };
  },
});
$confirmingClose.on(closeAsked.filter({ fn: ({ costly }) => costly }), (_, { purchaseId }) => purchaseId);
// Nothing due: the bill closes at once, as it always did.
const closeNow = closeAsked.filter({ fn: ({ costly }) => !costly }).map(({ purchaseId }) => purchaseId);
const closeAfterConfirm = sample({
  clock: closeConfirmed,
  source: $confirmingClose,
  filter: (purchaseId): purchaseId is number => purchaseId !== null,
});
sample({
  clock: [closeNow, closeAfterConfirm],
  source: { slug: $slug, csrf: $csrf, busy: $busy },
  filter: ({ slug, busy }) => slug !== null && !busy,
  fn: ({ slug, csrf }, purchaseId) => ({ slug: slug ?? '', csrf, purchaseId, action: 'close' as const }),
  target: purchaseActionFx,
});
sample({
  clock: lineDelivered,
  source: { slug: $slug, csrf: $csrf, busy: $busy },
  filter: ({ slug, busy }) => slug !== null && !busy,
  fn: ({ slug, csrf }, line) => ({ slug: slug ?? '', csrf, ...line }),
  target: deliverLineFx,
});
/** The payment whose approval waits for a second "yes": the bank has not answered it. */
export const { $confirming: $confirmingPayment } = settle.connect({
  $busy,
  $payments: $orders.map((orders) => orders.flatMap((order) => order.pending_payments)),
  opened: pageOpened,
});

/** What the last change did, for the screen's live region; a new change starts without one. */
export const $notice = createStore<FloorNotice | null>(null, { sid: 'staff/floor-notice' }).reset(
  pageOpened,
  purchaseActionFx,
  deliverLineFx,
  settle.settleFx,
);
// Read from the floor as it stood when the change was asked: the next read may no longer list the bill.
sample({
  clock: purchaseActionFx.done,
  source: $snapshot,
  fn: (snapshot, { params }) =>
    floorNotice(snapshot, {
      done: params.action === 'close' ? 'closed' : 'callAnswered',
      purchaseId: params.purchaseId,
    }),
  target: $notice,
});
sample({
  clock: deliverLineFx.done,
  source: $snapshot,
  fn: (snapshot, { params }) =>
    floorNotice(snapshot, { done: 'delivered', purchaseId: params.purchaseId, itemId: params.itemId }),
  target: $notice,
});
sample({
  clock: settle.settleFx.done,
  source: $snapshot,
  fn: (snapshot, { params }) => floorNotice(snapshot, { done: params.status, paymentId: params.paymentId }),
  target: $notice,
});

/** The floor's own part of its page (the frame every live screen shares is `floorScreen`). */
export const floorPageModel = {
  $tables,
  $unseated,
  $busy,
  $canSettle,
  $qrSheetUrl,
  $closing,
  $confirmingPayment,
  $notice,
  waiterCallAnswered,
  lineDelivered,
  paymentSettled,
  bankApprovalConfirmed,
  bankApprovalKept,
  closeClicked,
  closeConfirmed,
  closeCancelled,
};
export const floorScreen = screen.page;
