import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { branchOpened, type RouteVisit } from 'shared-contracts';
import {
  purchaseView,
  viewClosed,
  viewOpened,
  viewRetried,
  viewTarget,
  type ViewStatus,
} from '../../common/model/purchase-view.ts';

/**
 * Order status (`/{branch}/order/{order id}`): where the diner's order is (the order status labels),
 * updated live on the table order's channel, with the rating link once it is over. The page is on screen
 * while its gate is open.
 */
export const OrderPageGate: Gate<{ supplier: string; orderId: string }> = createGate<{
  supplier: string;
  orderId: string;
}>({ name: 'checkout/order-page' });
export const pageOpened = OrderPageGate.open;
export const pageClosed = OrderPageGate.close;
export const retryClicked = createEvent();
/** The server's visit loads the branch (its name); the order needs the diner's profile. */
export const routeVisited = createEvent<RouteVisit>();

/** An order id is a positive integer; anything else names no order. */
const isMalformed = (orderId: string | undefined) => viewTarget('', orderId).purchaseId === null;

/**
 * The address names no order at all (`/order/abc`): there is nothing to ask the API, so the page says at
 * once that the order was not found, as it does for an id the API does not know. The server's render
 * reads it too.
 */
export const $malformedId = createStore(false, { sid: 'checkout/order-malformed-id' })
  .on(pageOpened, (_, target) => isMalformed(target.orderId))
  .on(routeVisited, (_, visit) => isMalformed(visit.params.orderId));

sample({
  clock: routeVisited,
  filter: (visit) => Boolean(visit.params.supplier),
  fn: (visit) => visit.params.supplier ?? '',
  target: branchOpened,
});
sample({ clock: pageOpened, fn: (target) => target.supplier, target: branchOpened });
sample({
  clock: pageOpened,
  filter: (target) => !isMalformed(target.orderId),
  fn: (target) => viewTarget(target.supplier, target.orderId),
  target: viewOpened,
});
sample({ clock: pageClosed, target: viewClosed });
// Trying again cannot make a malformed id an order: the message stays.
sample({ clock: retryClicked, filter: $malformedId.map((malformed) => !malformed), target: viewRetried });

const $status = combine($malformedId, purchaseView.status, (malformed, status): ViewStatus =>
  malformed ? 'failed' : status,
);
const $error = combine($malformedId, purchaseView.error, (malformed, error) =>
  malformed ? 'purchase_not_found' : error,
);

export const orderPageModel = {
  ...purchaseView,
  status: $status,
  error: $error,
  pageOpened,
  pageClosed,
  retryClicked,
};
