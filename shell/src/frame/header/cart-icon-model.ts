import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $cartCount,
  $manualPayment,
  $order,
  $profile,
  $supplier,
  $tableOrder,
  $tablePurchase,
  createApiFx,
  DEFAULT_TIP,
  errorMessageKey,
  errorRaised,
  manualPaymentOpened,
  openManualPaymentFx,
  purchaseChanged,
  tableOrderApi,
  TIMERS,
  toApiRequestError,
  wait,
  type ManualPaymentRequest,
  type PurchaseTip,
} from 'shared-contracts';
import { cartIconAction, cartIconLabel } from './cart-icon-rule.ts';

/** The cart icon's rule on the scope's state; the route decides whether the icon shows. */
const $cartAction = combine($order, $supplier, $tableOrder, (order, supplier, table) =>
  cartIconAction({
    service: order.service,
    subservice: order.subservice,
    onTableClass: supplier?.on_table_class ?? null,
    inAppPayment: supplier?.has_cluvi_pay ?? false,
    tablePurchaseId: table.purchaseId,
    tableItemCount: table.itemCount,
  }),
);

/** The badge: the units of the table's open order on the table, else the products in the cart. */
const $badgeCount = combine($order, $tableOrder, $cartCount, (order, table, cart) =>
  order.service === 'on_table' ? table.itemCount : cart,
);

/** The icon was pressed while the rule leads to no page yet (nothing to pay, or a manual payment to open). */
export const cartButtonPressed = createEvent();
/** The icon's link to MyOrder was followed, for this purchase. */
export const myOrderLinkFollowed = createEvent<string>();
/** A zero manual payment is due before MyOrder opens. */
export const manualPaymentRequested = createEvent<{ amount: 0 }>();
/** The page went to the opened manual payment's MyOrder. */
export const manualPaymentShown = createEvent();

const DEFAULT_PURCHASE_TIP: PurchaseTip = { ...DEFAULT_TIP, custom_value: null };
/** MyOrder opens with the tip reset to include YES and 10 percent. */
export const resetTipFx = createApiFx((purchaseId: number, headers) =>
  tableOrderApi.addTip(purchaseId, DEFAULT_PURCHASE_TIP, headers),
);

const hideTooltipFx = createEffect(() => wait(TIMERS.noPendingPaymentsTooltipMs));
const $noPendingShown = createStore(false)
  .on(hideTooltipFx, () => true)
  .reset(hideTooltipFx.done);
/** The icon asked for the manual payment (another screen's request leads to its own page). */
const $iconOpening = createStore(false).on(manualPaymentRequested, () => true);
const iconOpenFailed = sample({ clock: openManualPaymentFx.failData, filter: $iconOpening });
$iconOpening.reset(iconOpenFailed);
/** The opened manual payment MyOrder should show next (the icon navigates there, then clears it). */
const $manualPaymentToShow = createStore<number | null>(null)
  .on(sample({ clock: openManualPaymentFx.doneData, filter: $iconOpening }), (_, purchase) => purchase.id)
  .reset(manualPaymentShown);
$iconOpening.reset(manualPaymentShown);

sample({
  clock: cartButtonPressed,
  source: $cartAction,
  filter: (action) => action.kind === 'no-pending-payments',
  target: hideTooltipFx,
});
sample({
  clock: cartButtonPressed,
  source: $cartAction,
  filter: (action) => action.kind === 'create-manual-payment',
  fn: () => ({ amount: 0 as const }),
  target: manualPaymentRequested,
});
sample({
  clock: manualPaymentRequested,
  source: { supplier: $supplier, opening: openManualPaymentFx.pending, profile: $profile },
  filter: ({ supplier, opening, profile }) => supplier !== null && profile !== null && !opening,
  fn: ({ supplier }, { amount }): ManualPaymentRequest => ({ supplier_id: supplier?.id ?? 0, amount }),
  target: openManualPaymentFx,
});
// Pressed before the diner's profile exists (a first visit creates it while the page loads): the
// payment opens as soon as it does, instead of a refusal for a missing profile.
const $waitingForProfile = createStore(false)
  .on(
    sample({ clock: manualPaymentRequested, source: $profile, filter: (profile) => profile === null }),
    () => true,
  )
  .reset(openManualPaymentFx);
sample({
  clock: $profile.updates,
  source: $waitingForProfile,
  filter: (waiting, profile) => waiting && profile !== null,
  fn: () => ({ amount: 0 as const }),
  target: manualPaymentRequested,
});
sample({
  clock: iconOpenFailed,
  fn: (error) => ({
    key: errorMessageKey(toApiRequestError(error).code),
    message: null,
    icon: 'error' as const,
  }),
  target: errorRaised,
});

// The tip goes back to its default (included, 10 %) as MyOrder opens, unless the purchase already has it.
const isDefaultTip = (tip: PurchaseTip | null) =>
  tip !== null && tip.include && tip.percent === DEFAULT_TIP.percent && tip.custom_value === null;
sample({
  clock: myOrderLinkFollowed,
  source: $tablePurchase,
  filter: (purchase, id) => !(purchase && String(purchase.id) === id && isDefaultTip(purchase.tip)),
  fn: (_, id) => Number(id),
  target: resetTipFx,
});
sample({
  clock: openManualPaymentFx.doneData,
  filter: (purchase) => !isDefaultTip(purchase.tip),
  fn: (purchase) => purchase.id,
  target: resetTipFx,
});

// The answer carries the purchase with its tip: the scope's copy of it follows.
sample({
  clock: resetTipFx.doneData,
  source: $tablePurchase,
  filter: (table, purchase) => table?.id === purchase.id,
  fn: (_, purchase) => purchase,
  target: purchaseChanged,
});
sample({
  clock: resetTipFx.doneData,
  source: $manualPayment,
  filter: (manual, purchase) => manual?.id === purchase.id,
  fn: (_, purchase) => purchase,
  target: manualPaymentOpened,
});

export const cartIconModel = {
  action: $cartAction,
  count: $badgeCount,
  label: $order.map(cartIconLabel),
  noPendingShown: $noPendingShown,
  opening: openManualPaymentFx.pending,
  manualPaymentToShow: $manualPaymentToShow,
  pressed: cartButtonPressed,
  myOrderLinkFollowed,
  manualPaymentShown,
};

/** The notice's 3 s timer, for tests to stub; the shared call that opens the manual payment. */
export { hideTooltipFx, openManualPaymentFx };
