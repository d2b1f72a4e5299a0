import { createEvent, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { branchOpened, type RouteVisit } from 'shared-contracts';
import { purchaseView, viewClosed, viewOpened, viewRetried } from '../../common/model/purchase-view.ts';

/**
 * Order status (`/{branch}/order/{order id}`): where the diner's order is (the order status labels),
 * updated live on the table order's channel, with the rating link once it is over. The page is on screen
 * while its gate is open.
 */
export const OrderPageGate: Gate<{ supplier: string; purchaseId: number }> = createGate<{
  supplier: string;
  purchaseId: number;
}>({ name: 'checkout/order-page' });
export const pageOpened = OrderPageGate.open;
export const pageClosed = OrderPageGate.close;
export const retryClicked = createEvent();
/** The server's visit loads the branch (its name); the order needs the diner's profile. */
export const routeVisited = createEvent<RouteVisit>();

sample({
  clock: routeVisited,
  filter: (visit) => Boolean(visit.params.supplier),
  fn: (visit) => visit.params.supplier ?? '',
  target: branchOpened,
});
sample({ clock: pageOpened, fn: (target) => target.supplier, target: branchOpened });
sample({ clock: pageOpened, target: viewOpened });
sample({ clock: pageClosed, target: viewClosed });
sample({ clock: retryClicked, target: viewRetried });

export const orderPageModel = { ...purchaseView, pageOpened, pageClosed, retryClicked };
