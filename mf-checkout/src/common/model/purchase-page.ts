import { combine, createEvent, createStore, sample } from 'effector';
import type { Gate } from 'effector-react';
import {
  $countryCode,
  $paymentMethods,
  branchPaymentMethods,
  paymentMethodsFx,
  type RouteVisit,
} from 'shared-contracts';
import {
  $viewedPurchase,
  purchaseView,
  viewClosed,
  viewOpened,
  viewRetried,
  viewVisited,
  type ViewTarget,
} from './purchase-view.ts';
import { purchaseShown } from './tip.ts';

/**
 * What a page of the diner's purchase (MyOrder, precheckout) shares: its gate opens and closes the one
 * purchase view, a retry looks again, the branch's payment settings load (the tip's name, the tax note)
 * on the server's visit and on opening, and the purchase shown starts the tip. `sid` names the page's
 * branch store (the server's visit writes it, the first render reads it); `targetOf` reads the page's
 * purchase from its address, as the page's gate does.
 */
export function purchasePage(
  gate: Gate<ViewTarget>,
  { sid, targetOf }: { sid: string; targetOf: (visit: RouteVisit) => ViewTarget },
) {
  const pageOpened = gate.open;
  const pageClosed = gate.close;
  const retryClicked = createEvent();
  /** The server's visit loads the branch's payment settings, and the purchase when it has the profile. */
  const routeVisited = createEvent<RouteVisit>();

  const $supplier = createStore<string | null>(null, { sid })
    .on(pageOpened, (_, target) => target.supplier)
    .on(routeVisited, (_, visit) => visit.params.supplier ?? null);
  /** The branch's payment settings, when loaded for this page's branch (null: the plain tip label). */
  const $methods = combine($paymentMethods, $supplier, branchPaymentMethods);

  sample({
    clock: [routeVisited.map((visit) => visit.params.supplier ?? ''), pageOpened.map((t) => t.supplier)],
    source: $paymentMethods,
    filter: (loaded, supplier) => supplier !== '' && branchPaymentMethods(loaded, supplier) === null,
    fn: (_, supplier) => ({ supplier, service: 'on_table' as const }),
    target: paymentMethodsFx,
  });
  sample({ clock: routeVisited, fn: targetOf, target: viewVisited });
  sample({ clock: pageOpened, target: viewOpened });
  sample({ clock: pageClosed, target: viewClosed });
  sample({ clock: retryClicked, target: viewRetried });
  // The purchase on an open page starts the tip; a server's render (no page opens there) saves nothing.
  sample({
    clock: [pageOpened, $viewedPurchase.updates],
    source: $viewedPurchase,
    filter: gate.status,
    target: purchaseShown,
  });

  return {
    pageOpened,
    pageClosed,
    retryClicked,
    routeVisited,
    $supplier,
    $methods,
    /** What both screens read and call. */
    model: {
      ...purchaseView,
      methods: $methods,
      countryCode: $countryCode,
      pageOpened,
      pageClosed,
      retryClicked,
    },
  };
}
