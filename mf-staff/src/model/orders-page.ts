import { createEvent, createStore, sample } from 'effector';
import { createApiFx, toApiRequestError, type OrderStatus, type RouteVisit } from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';
import { createBranchScreen } from './branch-screen.ts';
import { nextStatusOf, ordersByStep } from './orders-board.ts';
import { $csrf } from './session.ts';

/** The server's visit: the console loads nothing there (the session is the browser's cookie). */
export const routeVisited = createEvent<RouteVisit>();
/** The order's button: move it to its next status. */
export const orderAdvanced = createEvent<number>();

const screen = createBranchScreen('orders', (ref, headers) => staffApi.orders(ref.slug, ref.branch, headers));
const { pageOpened, $slug, $snapshot } = screen;

const advanceFx = createApiFx(
  (call: { slug: string; purchaseId: number; status: OrderStatus; csrf: string }, headers) =>
    staffApi.orderStatus(call, headers),
);

const $columns = $snapshot.map((snapshot) => ordersByStep(snapshot?.orders ?? []));
/** The API's code of the last move that failed (another device moved it first, the session ended…). */
const $actionError = createStore<string | null>(null, { sid: 'staff/orders-action-error' })
  .on(advanceFx.failData, (_, error) => toApiRequestError(error).code)
  .reset(advanceFx, pageOpened);

sample({ clock: advanceFx.done, target: screen.reloadNeeded });
// The next status comes from the order as the screen shows it: a second tap on a stale button is refused
// by the API (409 `invalid_transition`) and shown, never a step skipped.
const advanceWanted = sample({
  clock: orderAdvanced,
  source: { slug: $slug, csrf: $csrf, snapshot: $snapshot, busy: advanceFx.pending },
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

export const ordersPageModel = {
  $status: screen.$status,
  $columns,
  $live: screen.$live,
  $actionError,
  $busy: advanceFx.pending,
  pageOpened,
  pageClosed: screen.pageClosed,
  orderAdvanced,
  retryClicked: screen.retryClicked,
};
