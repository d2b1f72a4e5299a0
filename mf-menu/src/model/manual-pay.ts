import { createEvent, createStore, sample } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { $openedBranch, $profile, openManualPaymentFx, paths } from 'shared-contracts';
import { noticeOf, type Notice } from './notice.ts';

/**
 * "Pay the bill" at a list-only table (basic, my-list) of a branch with in-app payment: the list is what
 * the diner shows the waiter, so what is paid is the waiter's bill, on the diner's manual payment
 * (opened, or found open), whose MyOrder asks the amount.
 */
export const payBillClicked = createEvent<string>();
/** The screen left, or went to the manual payment. */
export const manualPayLeft = createEvent();
/** Open while a screen that offers "pay the bill" shows (the on-table menu, the table's home). */
export const ManualPayGate: Gate<void> = createGate({ name: 'menu/manual-pay' });
sample({ clock: ManualPayGate.close, target: manualPayLeft });

/** The branch whose screen asked (another screen's request, the cart icon's, leads elsewhere). */
const $asked = createStore<string | null>(null).on(payBillClicked, (_, slug) => slug);
const opened = sample({
  clock: openManualPaymentFx.doneData,
  source: $asked,
  filter: (slug): slug is string => slug !== null,
  fn: (slug, purchase) => paths.myOrder(slug ?? '', purchase.id),
});
const failed = sample({
  clock: openManualPaymentFx.failData,
  source: $asked,
  filter: (slug) => slug !== null,
  fn: (_, error) => noticeOf(error),
});
$asked.reset(opened, failed, manualPayLeft);

/** Where the screen goes once the manual payment is open: its MyOrder. */
export const $manualPaymentPath = createStore<string | null>(null)
  .on(opened, (_, path) => path)
  .reset(manualPayLeft);
/** Why it could not be opened (the error's translated message). */
export const $manualPayNotice = createStore<Notice | null>(null)
  .on(failed, (_, notice) => notice)
  .reset(payBillClicked, manualPayLeft);

sample({
  clock: payBillClicked,
  source: { branch: $openedBranch, profile: $profile, opening: openManualPaymentFx.pending },
  filter: ({ branch, profile, opening }) => branch?.details != null && profile !== null && !opening,
  fn: ({ branch }) => ({ supplier_id: branch?.details?.id ?? 0, amount: 0 as const }),
  target: openManualPaymentFx,
});

export const manualPayModel = {
  path: $manualPaymentPath,
  notice: $manualPayNotice,
  opening: openManualPaymentFx.pending,
  payBillClicked,
};
