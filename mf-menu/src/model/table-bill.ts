import { combine, createStore, sample } from 'effector';
import {
  $balance,
  callWaiterFx,
  cookProductsFx,
  lineCountChangedFx,
  lineRemovedFx,
  loadBalanceFx,
  billStateOf,
  type BillState,
  type TablePurchase,
} from 'shared-contracts';
import { errorCodeOf } from './notice.ts';
import { $purchase, tablePageOpened, tablePageResumed } from './table-page.ts';

/**
 * Whose balance the screen reads: a pay-first bill's (it stays open once paid, for more rounds) and a
 * closed bill's (the staff may close it with money due). Other bills are paid at the checkout.
 */
const needsBalance = (purchase: TablePurchase) =>
  !purchase.rules.list_only && (purchase.rules.payment_required || purchase.status === 'closed');

/** The purchase whose balance was last asked for, so a burst of changes asks once. */
// A server render of a pay-first table asks too: the browser keeps its answer rather than asking again.
const $balanceAsked = createStore<number | null>(null, { sid: 'menu/balance-asked' })
  .on(loadBalanceFx, (_, purchaseId) => purchaseId)
  .reset(tablePageOpened);
// Once held, the shared payment model reads it again at every change of the purchase.
sample({
  clock: [$purchase.updates, sample({ clock: tablePageResumed, source: $purchase })],
  source: { balance: $balance, asked: $balanceAsked },
  filter: ({ balance, asked }, purchase) =>
    purchase !== null &&
    needsBalance(purchase) &&
    balance?.purchase_id !== purchase.id &&
    asked !== purchase.id,
  fn: (_, purchase) => purchase?.id ?? 0,
  target: loadBalanceFx,
});

export const $billState = combine($purchase, $balance, (purchase, balance): BillState =>
  purchase ? billStateOf(purchase, balance) : { kind: 'due' },
);

/**
 * Counts the diner's taps the API refused because the bill was closed meanwhile (the live channel missed
 * it): the closed bill's block appears at the top of the page, so the page brings it to the diner.
 */
const refusedAsClosed = sample({
  clock: [
    callWaiterFx.failData,
    cookProductsFx.failData,
    lineCountChangedFx.failData,
    lineRemovedFx.failData,
  ],
  filter: (error: unknown) => errorCodeOf(error) === 'purchase_closed',
});
export const $closedBillReveals = createStore(0, { sid: 'menu/closed-bill-reveals' }).on(
  refusedAsClosed,
  (count) => count + 1,
);

/** What the table's screen reads of its bill. */
export const tableBillModel = {
  bill: $billState,
  closedBillReveals: $closedBillReveals,
};
