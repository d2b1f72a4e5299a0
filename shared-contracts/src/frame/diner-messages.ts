import { LIMITS } from '../constants.ts';
import type { Payment } from '../schemas/payment.ts';
import type { TablePurchase } from '../schemas/table-order.ts';

/** What the diner is told (the `common` namespace's `messages.*` texts). */
export type DinerMessageKey =
  | 'orderSent'
  | 'orderPrepared'
  | 'orderPartlyPrepared'
  | 'orderDelivered'
  | 'waiterComing'
  | 'tableClosed'
  | 'paymentApproved'
  | 'paymentDeclined'
  | 'paymentPending';

export interface DinerMessageText {
  key: DinerMessageKey;
  values?: Record<string, number>;
}

export interface DinerMessage extends DinerMessageText {
  /** Increasing within the page: the list's React key and its order. */
  id: number;
}

/** Units of `after` whose lines reached `status` since `before` (new lines included). */
function reached(before: TablePurchase, after: TablePurchase, status: string): number {
  const already = new Set(before.items.filter((item) => item.status === status).map((item) => item.id));
  return after.items
    .filter((item) => item.status === status && !already.has(item.id))
    .reduce((sum, item) => sum + item.count, 0);
}

/**
 * What changed for the table between two versions of its purchase, as messages: lines sent to the
 * kitchen, prepared (all of it, or part while other lines cook) or served, the waiter's answer to a call, the bill closed. Another purchase (a new
 * table) or an older version says nothing.
 */
export function purchaseMessages(before: TablePurchase | null, after: TablePurchase): DinerMessageText[] {
  if (!before || before.id !== after.id || after.version <= before.version) return [];
  const messages: DinerMessageText[] = [];
  for (const [status, key] of [
    ['ordered', 'orderSent'],
    ['prepared', 'orderPrepared'],
    ['delivered', 'orderDelivered'],
  ] as const) {
    const count = reached(before, after, status);
    if (count === 0) continue;
    // Ready while other lines of the order are still in the kitchen: only part of it is.
    const partly = key === 'orderPrepared' && after.items.some((item) => item.status === 'ordered');
    messages.push({ key: partly ? 'orderPartlyPrepared' : key, values: { count } });
  }
  if (before.status === 'open' && after.status === 'closed') messages.push({ key: 'tableClosed' });
  else if (before.waiter_called && !after.waiter_called) messages.push({ key: 'waiterComing' });
  return messages;
}

/** The message of a payment's outcome. */
export function paymentMessage(payment: Pick<Payment, 'status'>): DinerMessageText | null {
  if (payment.status === 'approved') return { key: 'paymentApproved' };
  if (payment.status === 'declined') return { key: 'paymentDeclined' };
  if (payment.status === 'pending') return { key: 'paymentPending' };
  return null;
}

/** The list keeps the last 5 messages; the oldest are dropped. */
export function keepLatest(
  list: readonly DinerMessage[],
  added: readonly DinerMessageText[],
  limit: number = LIMITS.chatMessages,
): DinerMessage[] {
  let next = list.at(-1)?.id ?? 0;
  const all = [...list, ...added.map((message) => ({ ...message, id: ++next }))];
  return all.slice(Math.max(0, all.length - limit));
}
