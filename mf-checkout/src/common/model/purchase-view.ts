import { combine, createEvent, createStore, sample } from 'effector';
import {
  $balance,
  $followedPurchase,
  $tablePurchase,
  createApiFx,
  followTableFx,
  loadBalanceFx,
  purchaseChanged,
  purchaseClaimed,
  tableLeft,
  tableOrderApi,
  toApiRequestError,
} from 'shared-contracts';
import { visitedWithProfile, whenProfileReady } from './profile-ready.ts';

/**
 * One diner's purchase on screen, followed live (MyOrder, precheckout, order status): the purchase of
 * the path, or with none (`/grab-and-go/my-order`, `/precheckout`) the diner's newest open purchase at
 * the branch. Only one of those pages is on screen at a time, so they share this one model.
 */
export interface ViewTarget {
  supplier: string;
  purchaseId: number | null;
}

/** The target a page's address names: a purchase id is a positive integer, anything else none. */
export function viewTarget(supplier: string, purchaseId: string | null | undefined): ViewTarget {
  const id = Number(purchaseId ?? '');
  return { supplier, purchaseId: purchaseId && Number.isInteger(id) && id > 0 ? id : null };
}

export const viewOpened = createEvent<ViewTarget>();
/**
 * The server's visit of the page: with the diner's profile (the server reads it from its cookie) the
 * purchase is loaded for the first render. Nothing live starts here: the page's opening does that.
 */
export const viewVisited = createEvent<ViewTarget>();
/** The page left: the live channel closes (the table's menu joins again when it opens). */
export const viewClosed = createEvent();
export const viewRetried = createEvent();

export const loadViewedCartFx = createApiFx((purchaseId: number, headers) =>
  tableOrderApi.getCart(purchaseId, headers),
);
/** The diner's newest open purchase at the branch, or null. */
const findOpenPurchase = async (supplier: string, headers: Record<string, string>) =>
  (await tableOrderApi.myOrders(supplier, headers)).purchases.find(
    (purchase) => purchase.status === 'open',
  ) ?? null;
export const findOpenPurchaseFx = createApiFx(findOpenPurchase);
/** The same search for the server's render (its answer opens no live channel). */
export const findVisitedPurchaseFx = createApiFx(findOpenPurchase);
const visitedAsDiner = visitedWithProfile(viewVisited);

const $target = createStore<ViewTarget | null>(null, { sid: 'checkout/view-target' }).on(
  [viewOpened, visitedAsDiner],
  (_, target) => target,
);
/** The purchase shown: the path's, else the one found. */
const $purchaseId = createStore<number | null>(null, { sid: 'checkout/view-purchase' })
  .on([viewOpened, visitedAsDiner], (_, target) => target.purchaseId)
  .on([findOpenPurchaseFx.doneData, findVisitedPurchaseFx.doneData], (_, found) => found?.id ?? null);
// Both below are read by the first render, so a server-rendered page carries them.
/** Without a purchase in the path, the diner has no open one at this branch. */
const $noOpenPurchase = createStore(false, { sid: 'checkout/view-none' })
  .on([findOpenPurchaseFx.doneData, findVisitedPurchaseFx.doneData], (_, found) => found === null)
  .reset(viewOpened, viewRetried);
/** Why the purchase could not be shown (an API error code: `not_your_purchase`, `network`…). */
export const $viewError = createStore<string | null>(null, { sid: 'checkout/view-error' })
  .on(
    [
      loadViewedCartFx.failData,
      findOpenPurchaseFx.failData,
      findVisitedPurchaseFx.failData,
      loadBalanceFx.failData,
    ],
    (_, error) => toApiRequestError(error).code,
  )
  .reset(viewOpened, viewRetried);

// The shared purchase is the one this page claimed once it knows it (see `purchaseClaimed`): no copy of it here.
export const $viewedPurchase = combine($tablePurchase, $purchaseId, (purchase, id) =>
  purchase && purchase.id === id ? purchase : null,
);
export const $viewedBalance = combine($balance, $purchaseId, (balance, id) =>
  balance && balance.purchase_id === id ? balance : null,
);
export type ViewStatus = 'loading' | 'failed' | 'none' | 'ready';
export const $viewStatus = combine(
  $viewedPurchase,
  $viewedBalance,
  $noOpenPurchase,
  $viewError,
  (purchase, balance, none, error): ViewStatus => {
    if (none) return 'none';
    if (purchase && balance) return 'ready';
    return error ? 'failed' : 'loading';
  },
);

// The purchase is the diner's: everything waits for the profile (a full load restores it after opening).
const profileReady = whenProfileReady(viewOpened, $target);
const looked = sample({ clock: [profileReady, viewRetried], source: $target, filter: Boolean });
sample({
  clock: looked,
  filter: (target) => target.purchaseId === null,
  fn: (target) => target.supplier,
  target: findOpenPurchaseFx,
});
const known = sample({
  clock: [
    looked.filter({ fn: (target) => target.purchaseId !== null }).map((target) => target.purchaseId ?? 0),
    findOpenPurchaseFx.doneData.filter({ fn: (found) => found !== null }).map((found) => found?.id ?? 0),
  ],
});
sample({ clock: known, target: [loadBalanceFx, purchaseClaimed] });
/** The purchase this page opened a live channel for (a retry opens no second one). */
const $followed = createStore<number | null>(null).reset(viewClosed);
// The table's menu may already follow this purchase (the cart icon came from there): no second channel.
// It is followed once its balance was read: a link to someone else's order is refused there, and a
// channel opened before would ask again and again for what it may not hear.
// Only a page on screen follows (the server's render reads the balance too, and follows nothing).
const $onScreen = createStore(false)
  .on(viewOpened, () => true)
  .reset(viewClosed);
const toFollow = sample({
  clock: loadBalanceFx.done.map(({ params }) => params),
  source: { onScreen: $onScreen, viewed: $purchaseId, live: $followedPurchase, followed: $followed },
  filter: ({ onScreen, viewed, live, followed }, id) =>
    onScreen && viewed === id && live !== id && followed !== id,
  fn: (_, id) => id,
});
$followed.on(toFollow, (_, id) => id);
sample({ clock: toFollow, target: followTableFx });
sample({
  clock: known,
  source: $tablePurchase,
  filter: (purchase, id) => purchase?.id !== id,
  fn: (_, id) => id,
  target: loadViewedCartFx,
});
sample({ clock: loadViewedCartFx.doneData, target: purchaseChanged });

// The server's render: the purchase and what is due, nothing followed.
sample({
  clock: visitedAsDiner,
  filter: (target) => target.purchaseId === null,
  fn: (target) => target.supplier,
  target: findVisitedPurchaseFx,
});
sample({
  clock: [
    visitedAsDiner.filter({ fn: (target) => target.purchaseId !== null }).map((t) => t.purchaseId ?? 0),
    findVisitedPurchaseFx.doneData.filter({ fn: (found) => found !== null }).map((found) => found?.id ?? 0),
  ],
  target: [loadBalanceFx, loadViewedCartFx],
});
sample({ clock: viewClosed, target: tableLeft });

export const purchaseView = {
  purchase: $viewedPurchase,
  balance: $viewedBalance,
  status: $viewStatus,
  error: $viewError,
};
