import { combine, createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { $supplier, branchOpened, openManualPaymentFx, paths, setManualAmountFx } from 'shared-contracts';
import { refusalOf, type Refusal } from '../../common/model/refusal.ts';
import { parseManualAmount } from './manual-amount.ts';
import {
  $viewedBalance,
  $viewedPurchase,
  viewTarget,
  type ViewTarget,
} from '../../common/model/purchase-view.ts';
import { purchasePage } from '../../common/model/purchase-page.ts';

/**
 * MyOrder (`/{branch}/menu-digital/my-order/{purchase}`, `/{branch}/grab-and-go/my-order`): the diner's
 * order with its lines and their statuses, what it adds up to, and the ways to pay or order more; live.
 * A manual payment asks the amount of the waiter's bill (never paid as zero); a list-only table's list
 * is paid that way too. The page is on screen while its gate is open.
 */
export const MyOrderPageGate: Gate<ViewTarget> = createGate<ViewTarget>({ name: 'checkout/my-order-page' });
const page = purchasePage(MyOrderPageGate, {
  sid: 'checkout/my-order-supplier',
  targetOf: ({ params }) => viewTarget(params.supplier ?? '', params.purchaseId),
});
export const { pageOpened, pageClosed, retryClicked, routeVisited, $methods } = page;
const $supplierSlug = page.$supplier;
export const amountTyped = createEvent<string>();
export const amountSubmitted = createEvent();
/** "Pay the bill" on a list: the diner's manual payment opens. */
export const payBillClicked = createEvent();

/** The amount as typed; it starts from the one set before. */
export const $amountText = createStore('', { sid: 'checkout/manual-amount-text' })
  .on(amountTyped, (_, text) => text.slice(0, 20))
  .reset(pageOpened);
/** Why the amount typed was not kept: none typed, not an amount, or the API's refusal (how long to wait…). */
export const $amountError = createStore<'required' | 'invalid' | Refusal | null>(null, {
  sid: 'checkout/manual-amount-error',
})
  .on(setManualAmountFx.failData, (_, error) => refusalOf(error))
  .reset(amountTyped, pageOpened);
/** A list's pay button opens the manual payment, then the page goes to it. */
export const $manualPaymentPath = createStore<string | null>(null).reset(pageOpened);
export const $payBillError = createStore<Refusal | null>(null)
  .on(openManualPaymentFx.failData, (_, error) => refusalOf(error))
  .reset(pageOpened, payBillClicked);
const $askedForManual = createStore(false)
  .on(payBillClicked, () => true)
  .reset(pageOpened);
/** A list-only table's list is no bill: it is paid on the manual payment, where the branch takes in-app payment. */
export const $paysOnManual = combine(
  $viewedPurchase,
  $supplier,
  (purchase, supplier) =>
    purchase !== null &&
    purchase.manual_amount === null &&
    purchase.rules.list_only &&
    purchase.table !== null &&
    (supplier === null || (supplier.id === purchase.supplier_id && supplier.has_cluvi_pay)),
);

// The branch (its in-app payment, the cart icon's rule) is known on a reload of this page too.
sample({ clock: pageOpened, fn: (target) => target.supplier, target: branchOpened });

// The amount typed is the waiter's bill: never zero, never more decimals than the currency has.
const checked = sample({
  clock: amountSubmitted,
  source: { text: $amountText, purchase: $viewedPurchase, balance: $viewedBalance },
  filter: ({ purchase }) => purchase !== null && purchase.manual_amount !== null,
  fn: ({ text, purchase, balance }) => ({
    purchaseId: purchase?.id ?? 0,
    parsed: parseManualAmount(text, balance?.currency ?? 'COP'),
  }),
});
sample({
  clock: checked,
  filter: ({ parsed }) => 'error' in parsed,
  fn: ({ parsed }) => ('error' in parsed ? parsed.error : null),
  target: $amountError,
});
sample({
  clock: checked,
  filter: ({ parsed }) => 'amount' in parsed,
  fn: ({ purchaseId, parsed }) => ({ purchaseId, amount: 'amount' in parsed ? parsed.amount : 0 }),
  target: setManualAmountFx,
});

sample({
  clock: payBillClicked,
  source: { purchase: $viewedPurchase, opening: openManualPaymentFx.pending },
  filter: ({ purchase, opening }) => purchase !== null && !opening,
  fn: ({ purchase }) => ({ supplier_id: purchase?.supplier_id ?? 0, amount: 0 as const }),
  target: openManualPaymentFx,
});
sample({
  clock: openManualPaymentFx.doneData,
  source: { asked: $askedForManual, supplier: $supplierSlug },
  filter: ({ asked }) => asked,
  fn: ({ supplier }, purchase) => paths.myOrder(supplier ?? '', purchase.id),
  target: $manualPaymentPath,
});

export const myOrderPageModel = {
  ...page.model,
  amountText: $amountText,
  amountError: $amountError,
  savingAmount: setManualAmountFx.pending,
  paysOnManual: $paysOnManual,
  manualPaymentPath: $manualPaymentPath,
  payBillError: $payBillError,
  openingManual: openManualPaymentFx.pending,
  amountTyped,
  amountSubmitted,
  payBillClicked,
};
