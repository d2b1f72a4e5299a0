import { createEvent, createStore, sample } from 'effector';
import {
  billClosedBetween,
  billClosedMessage,
  keepLatest,
  paymentMessage,
  purchaseMessages,
  type DinerMessage,
  type DinerMessageText,
} from '../frame/diner-messages.ts';
import type { TablePurchase } from '../schemas/table-order.ts';
import { billStateOf } from './bill-state.ts';
import { $balance, loadBalanceFx, loadPaymentFx, payFx } from './payment.ts';
import { $profile } from './profile.ts';
import { $tablePurchase } from './table-order.ts';

/**
 * The diner's recent messages (the last 5, oldest dropped), fed by what the
 * page already hears: the table's live purchase (this diner's own lines sent to the kitchen, prepared,
 * served; the waiter's answer and the bill closed, with what was left unpaid, for the whole table) and
 * the outcome of this diner's payments. The frame shows them.
 */
export const dinerMessagesArrived = createEvent<DinerMessageText[]>();
export const dinerMessagesCleared = createEvent();

// The frame renders it on the server (always empty there), so it carries a sid.
export const $dinerMessages = createStore<DinerMessage[]>([], { sid: 'contracts/diner-messages' })
  .on(dinerMessagesArrived, (list, added) => keepLatest(list, added))
  .reset(dinerMessagesCleared);

/** The previous version of the table's purchase, to compare the next one with. */
const $previousPurchase = createStore<TablePurchase | null>(null, { serialize: 'ignore' });
const purchaseMoved = sample({
  clock: $tablePurchase.updates,
  source: { before: $previousPurchase, profile: $profile },
  fn: ({ before, profile }, after) => ({ before, after, profileId: profile?.id ?? null }),
});
sample({ clock: purchaseMoved, fn: ({ after }) => after, target: $previousPurchase });
// The lines are told to the diner who added them; the table's news to everyone at it.
sample({
  clock: purchaseMoved,
  filter: ({ before, after, profileId }) =>
    after !== null && purchaseMessages(before, after, profileId).length > 0,
  fn: ({ before, after, profileId }) => purchaseMessages(before, after as TablePurchase, profileId),
  target: dinerMessagesArrived,
});

// A bill the staff closed is told once its balance says what the app did not receive: the table's bill
// tab reads the same rule (`billStateOf`), so the frame never thanks a table that still owes money.
const billClosed = sample({
  clock: purchaseMoved,
  filter: ({ before, after }) => after !== null && billClosedBetween(before, after),
  fn: ({ after }) => after as TablePurchase,
});
/** The closed bill whose message waits for its balance. */
const $closedBillToTell = createStore<TablePurchase | null>(null, { serialize: 'ignore' }).on(
  billClosed,
  (_, purchase) => purchase,
);
const billClosedTold = createEvent<DinerMessageText>();
$closedBillToTell.reset(billClosedTold);
sample({ clock: billClosedTold, fn: (message) => [message], target: dinerMessagesArrived });

/** The closed bill as the scope's balance describes it when the close arrives. */
const closedBillRead = sample({
  clock: billClosed,
  source: $balance,
  fn: (balance, purchase) => ({ purchase, bill: billStateOf(purchase, balance), balance }),
});
// A list is charged by the waiter (the app only says it is closed), and a balance read after the close
// already knows what is left: either is told at once.
sample({
  clock: closedBillRead,
  filter: ({ purchase, bill }) => purchase.rules.list_only || bill.kind !== 'closed',
  fn: ({ bill }) => billClosedMessage(bill),
  target: billClosedTold,
});
// Else its balance is read. One the scope already holds is read again by the payment model at every
// change of its purchase, the close included: it is not asked for twice.
sample({
  clock: closedBillRead,
  filter: ({ purchase, bill, balance }) =>
    !purchase.rules.list_only && bill.kind === 'closed' && balance?.purchase_id !== purchase.id,
  fn: ({ purchase }) => purchase.id,
  target: loadBalanceFx,
});
sample({
  clock: $balance.updates,
  source: $closedBillToTell,
  filter: (purchase, balance) =>
    purchase !== null && balance !== null && balance.purchase_id === purchase.id && balance.closed,
  fn: (purchase, balance) => billClosedMessage(billStateOf(purchase as TablePurchase, balance)),
  target: billClosedTold,
});
// Without its balance (no connection), the close is still told, without thanks or an amount.
sample({
  clock: loadBalanceFx.fail,
  source: $closedBillToTell,
  filter: (purchase, { params }) => purchase !== null && purchase.id === params,
  fn: (): DinerMessageText => billClosedMessage({ kind: 'closed' }),
  target: billClosedTold,
});

/** A payment announced once per outcome (the return page reads the same payment again while it waits). */
const $announcedPayment = createStore('', { serialize: 'ignore' });
const paymentSettled = sample({
  clock: [payFx.doneData, loadPaymentFx.doneData],
  source: $announcedPayment,
  filter: (announced, { payment }) => announced !== `${payment.id}:${payment.status}`,
  fn: (_, { payment }) => payment,
});
sample({
  clock: paymentSettled,
  fn: (payment) => `${payment.id}:${payment.status}`,
  target: $announcedPayment,
});
sample({
  clock: paymentSettled,
  filter: (payment) => paymentMessage(payment) !== null,
  fn: (payment) => [paymentMessage(payment) as DinerMessageText],
  target: dinerMessagesArrived,
});
