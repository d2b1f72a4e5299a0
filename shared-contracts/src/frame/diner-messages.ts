import { LIMITS } from '../constants.ts';
import { formatMinor } from '../format/money.ts';
import type { BillState } from '../model/bill-state.ts';
import type { Payment } from '../schemas/payment.ts';
import type { PurchaseItem, TablePurchase } from '../schemas/table-order.ts';

/** What the diner is told (the `common` namespace's `messages.*` texts). */
export type DinerMessageKey =
  | 'orderSent'
  | 'orderPrepared'
  | 'orderPartlyPrepared'
  | 'orderDelivered'
  | 'waiterComing'
  | 'tableClosed'
  | 'tableClosedPaid'
  | 'tableClosedDue'
  | 'paymentApproved'
  | 'paymentDeclined'
  | 'paymentPending';

export interface DinerMessageText {
  key: DinerMessageKey;
  /** What the text names: counts, or an amount already formatted in its currency. */
  values?: Record<string, number | string>;
}

export interface DinerMessage extends DinerMessageText {
  /** Increasing within the page: the list's React key and its order. */
  id: number;
}

/** Whose line it is: the lines added by the profile the messages are for. */
type Owned = (item: PurchaseItem) => boolean;
const ownedBy =
  (profileId: number | null): Owned =>
  (item) =>
    profileId !== null && item.profile_id === profileId;

/** Units of `after`'s own lines that reached `status` since `before` (new lines included). */
function reached(before: TablePurchase, after: TablePurchase, status: string, own: Owned): number {
  const already = new Set(before.items.filter((item) => item.status === status).map((item) => item.id));
  return after.items
    .filter((item) => own(item) && item.status === status && !already.has(item.id))
    .reduce((sum, item) => sum + item.count, 0);
}

/** A newer version of the same purchase (never another purchase, a new table, or an older version). */
const newerVersion = (before: TablePurchase | null, after: TablePurchase): before is TablePurchase =>
  before !== null && before.id === after.id && after.version > before.version;

/** The staff closed the bill between these two versions of the purchase. */
export const billClosedBetween = (before: TablePurchase | null, after: TablePurchase): boolean =>
  newerVersion(before, after) && before.status === 'open' && after.status === 'closed';

/**
 * What changed between two versions of the purchase, as the messages of the diner `profileId`.
 * Lines are personal: only the diner's own lines (the ones they added) are told, sent to the kitchen,
 * ready (all of them, or part while others of theirs cook) or served, so at a shared table a mate's dish
 * never reads as "your order", and each diner hears about each of their dishes once. What concerns the
 * whole table is told to every diner at it: the waiter's answer to a call (any diner may call) and the
 * bill's close, which `billClosedMessage` tells once its balance says what was left unpaid. Another
 * purchase (a new table) or an older version says nothing; without a profile no line is anyone's.
 */
export function purchaseMessages(
  before: TablePurchase | null,
  after: TablePurchase,
  profileId: number | null,
): DinerMessageText[] {
  if (!newerVersion(before, after)) return [];
  const own = ownedBy(profileId);
  const messages: DinerMessageText[] = [];
  for (const [status, key] of [
    ['ordered', 'orderSent'],
    ['prepared', 'orderPrepared'],
    ['delivered', 'orderDelivered'],
  ] as const) {
    const count = reached(before, after, status, own);
    if (count === 0) continue;
    // Ready while other lines of the diner's are still in the kitchen: only part of their order is.
    const partly =
      key === 'orderPrepared' && after.items.some((item) => own(item) && item.status === 'ordered');
    messages.push({ key: partly ? 'orderPartlyPrepared' : key, values: { count } });
  }
  // A call cleared by the close is no waiter on the way: the close has its own message.
  if (!billClosedBetween(before, after) && before.waiter_called && !after.waiter_called) {
    messages.push({ key: 'waiterComing' });
  }
  return messages;
}

/**
 * The message of a bill the staff closed: thanks only when it is paid; the amount the app never
 * received when money is due (as the table's bill tab says); else only that it is closed (a list the
 * waiter charged, or a balance that could not be read).
 */
export function billClosedMessage(bill: BillState): DinerMessageText {
  if (bill.kind === 'closedDue') {
    return { key: 'tableClosedDue', values: { amount: formatMinor(bill.remainingMinor, bill.currency) } };
  }
  return { key: bill.kind === 'paid' ? 'tableClosedPaid' : 'tableClosed' };
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
