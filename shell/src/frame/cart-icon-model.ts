import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $order, $supplier, $tableOrder, cartIconAction, TIMERS, wait } from 'shared-contracts';

/** The cart icon's rule on the scope's state (SPEC section 4); the route decides whether the icon shows. */
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

/** The icon was pressed while the rule leads to no page (nothing to pay, or a manual payment to create). */
export const cartButtonPressed = createEvent();
/** A zero manual payment is due before my order opens; the payments issue answers it (see docs). */
export const manualPaymentRequested = createEvent<{ amount: 0 }>();

const hideTooltipFx = createEffect(() => wait(TIMERS.noPendingPaymentsTooltipMs));
const $noPendingShown = createStore(false)
  .on(hideTooltipFx, () => true)
  .reset(hideTooltipFx.done);

// Until the payments issue answers `manualPaymentRequested`, a zero manual payment is also nothing to
// pay: the diner sees the same notice rather than a button that does nothing.
sample({
  clock: cartButtonPressed,
  source: $cartAction,
  filter: (action) => action.kind === 'no-pending-payments' || action.kind === 'create-manual-payment',
  target: hideTooltipFx,
});
sample({
  clock: cartButtonPressed,
  source: $cartAction,
  filter: (action) => action.kind === 'create-manual-payment',
  fn: () => ({ amount: 0 as const }),
  target: manualPaymentRequested,
});

export const cartIconModel = {
  action: $cartAction,
  noPendingShown: $noPendingShown,
  pressed: cartButtonPressed,
};

/** The notice's 3 s timer, for tests to stub. */
export { hideTooltipFx };
