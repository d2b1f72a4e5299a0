import { combine, createEvent, createStore, sample } from 'effector';
import { $instance, $paymentMethods, paymentMethodsFx, type RouteVisit } from 'shared-contracts';
import {
  $viewedPurchase,
  purchaseView,
  viewClosed,
  viewOpened,
  viewRetried,
  type ViewTarget,
} from './purchase-view.ts';
import { purchaseShown } from './tip.ts';

/**
 * MyOrder (`/{branch}/menu-digital/my-order/{purchase}`, `/{branch}/grab-and-go/my-order`): the diner's
 * order with its lines and their statuses, what it adds up to, and the ways to pay or order more; live.
 */
export const pageOpened = createEvent<ViewTarget>();
export const pageClosed = createEvent();
export const retryClicked = createEvent();
/** The server's visit loads the branch's payment settings (the tip's name); the order needs the profile. */
export const routeVisited = createEvent<RouteVisit>();

const $supplier = createStore<string | null>(null, { sid: 'checkout/my-order-supplier' })
  .on(pageOpened, (_, target) => target.supplier)
  .on(routeVisited, (_, visit) => visit.params.supplier ?? null);

/** The branch's payment settings, when loaded for this page's branch (null: the plain tip label). */
export const $methods = combine($paymentMethods, $supplier, (loaded, supplier) =>
  loaded && loaded.supplier === supplier ? loaded.methods : null,
);
export const $countryCode = $instance.map((instance) => instance?.country_code ?? 'CO');

sample({
  clock: [routeVisited.map((visit) => visit.params.supplier ?? ''), pageOpened.map((t) => t.supplier)],
  source: $paymentMethods,
  filter: (loaded, supplier) => supplier !== '' && loaded?.supplier !== supplier,
  fn: (_, supplier) => ({ supplier, service: 'on_table' as const }),
  target: paymentMethodsFx,
});
sample({ clock: pageOpened, target: viewOpened });
sample({ clock: pageClosed, target: viewClosed });
sample({ clock: retryClicked, target: viewRetried });
sample({ clock: $viewedPurchase.updates, target: purchaseShown });

export const myOrderPageModel = {
  ...purchaseView,
  methods: $methods,
  countryCode: $countryCode,
  pageOpened,
  pageClosed,
  retryClicked,
};
