import { createEvent, createStore, sample } from 'effector';
import {
  keepLatest,
  paymentMessage,
  purchaseMessages,
  type DinerMessage,
  type DinerMessageText,
} from '../frame/diner-messages.ts';
import type { TablePurchase } from '../schemas/table-order.ts';
import { loadPaymentFx, payFx } from './payment.ts';
import { $tablePurchase } from './table-order.ts';

/**
 * The diner's recent messages (the last 5, oldest dropped), fed by what the
 * page already hears: the table's live purchase (sent to the kitchen, prepared, served, the waiter's
 * answer, the bill closed) and the outcome of this diner's payments. The frame shows them.
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
  source: $previousPurchase,
  fn: (before, after) => ({ before, after }),
});
sample({ clock: purchaseMoved, fn: ({ after }) => after, target: $previousPurchase });
sample({
  clock: purchaseMoved,
  filter: ({ before, after }) => after !== null && purchaseMessages(before, after).length > 0,
  fn: ({ before, after }) => purchaseMessages(before, after as TablePurchase),
  target: dinerMessagesArrived,
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
