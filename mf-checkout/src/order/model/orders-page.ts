import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import {
  $dateWording,
  $currency,
  $openedBranch,
  $profile,
  branchOpened,
  createApiFx,
  orderIsOver,
  screenStatus,
  tableOrderApi,
  type RouteVisit,
  type TablePurchase,
} from 'shared-contracts';

/**
 * `/orders` lists the diner's orders at the branch still under way, `/history-my-orders` the finished ones
 * (a closed account, a final status, a delivered delivery or take-away order: `orderIsOver`).
 */
export type OrdersView = 'open' | 'history';

/** The page is on screen: its gate opens as the page mounts. */
export const OrdersPageGate: Gate<{ slug: string; view: OrdersView }> = createGate<{
  slug: string;
  view: OrdersView;
}>({ name: 'checkout/orders-page' });
export const pageOpened = OrdersPageGate.open;
/** Which page is shown, known from a server's visit or from the page opening. */
const visited = createEvent<{ slug: string; view: OrdersView }>();
export const routeVisited = createEvent<RouteVisit>();
export const historyVisited = createEvent<RouteVisit>();
export const retryClicked = createEvent();

export const loadMyOrdersFx = createApiFx((slug: string, headers) => tableOrderApi.myOrders(slug, headers));

const $target = createStore<{ slug: string; view: OrdersView } | null>(null, {
  sid: 'checkout/orders-target',
}).on(visited, (_, target) => target);
const $loaded = createStore<{
  slug: string;
  purchases: TablePurchase[];
  dues: { purchase_id: number; due_minor: number }[];
} | null>(null, {
  sid: 'checkout/orders',
}).on(loadMyOrdersFx.done, (_, { params, result }) => ({ slug: params, ...result }));
const $failed = createStore(false, { sid: 'checkout/orders-failed' })
  .on(loadMyOrdersFx.fail, () => true)
  .reset(loadMyOrdersFx);

/**
 * Something was ordered in it: a line, or a manual payment's amount. A seated diner's screens join the
 * table as soon as they open (also right after paying), and a table joined without ordering is no order.
 */
const orderedIn = (purchase: TablePurchase): boolean =>
  purchase.items.length > 0 || purchase.manual_amount !== null;

/** The purchases of the view on screen, newest first (as the API answers them). */
export const $orders = combine($target, $loaded, (target, loaded) =>
  target && loaded?.slug === target.slug
    ? loaded.purchases.filter(
        (purchase) => orderedIn(purchase) && orderIsOver(purchase) === (target.view === 'history'),
      )
    : null,
);
/** What each listed bill comes to (minor units, its tip, fee and discount in), by purchase id. */
export const $dues = $loaded.map(
  (loaded) => new Map((loaded?.dues ?? []).map((due) => [due.purchase_id, due.due_minor])),
);
export const $status = combine($orders, $failed, (orders, failed) =>
  screenStatus(orders, failed, (list) => list.length === 0),
);

sample({ clock: OrdersPageGate.open, target: visited });
sample({
  clock: routeVisited,
  fn: ({ params }) => ({ slug: params.supplier ?? '', view: 'open' as const }),
  target: visited,
});
sample({
  clock: historyVisited,
  fn: ({ params }) => ({ slug: params.supplier ?? '', view: 'history' as const }),
  target: visited,
});
sample({ clock: visited, fn: ({ slug }) => slug, target: branchOpened });
// The list is the profile's and changes with every order: read on each visit once the profile exists
// (a first visit creates it; its arrival loads the list of a page already open).
sample({
  clock: [visited, retryClicked],
  source: { target: $target, profile: $profile },
  filter: ({ target, profile }) => target !== null && profile !== null,
  fn: ({ target }) => target?.slug ?? '',
  target: loadMyOrdersFx,
});
sample({
  clock: $profile.updates,
  source: { target: $target, loaded: $loaded },
  filter: ({ target, loaded }, profile) =>
    target !== null && profile !== null && loaded?.slug !== target.slug,
  fn: ({ target }) => target?.slug ?? '',
  target: loadMyOrdersFx,
});

export const ordersPageModel = {
  branch: $openedBranch,
  currency: $currency,
  orders: $orders,
  dues: $dues,
  dateWording: $dateWording,
  status: $status,
  target: $target,
  pageOpened,
  retryClicked,
};
