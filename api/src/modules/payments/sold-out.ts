import type { PaymentSplit, PurchaseBalance } from 'shared-contracts/schemas';
import type { Tx } from '../../db/transaction.ts';
import { requireDueCoversHeld } from '../../domain/purchases/balance.ts';
import { deleteLines, pendingLines } from '../../domain/purchases/line-removal.ts';
import { conflict, type HttpError } from '../../lib/errors.ts';

/** The lines a payment took off the bill instead of charging them, and whether stock came back. */
export interface SoldOutLines {
  removed: { id: number; label: string }[];
  menuChanged: boolean;
}

/**
 * Which pending lines a share pays for: a payment of products that leaves part of the bill unpaid, its
 * own lines; any other (a whole, equal or typed share is a share of every line, and the payment that
 * settles the bill sends every pending line to the kitchen), every line no payment holds yet.
 */
export function linesPaidBy(
  split: PaymentSplit,
  share: { amount: number; itemIds: number[] },
  before: Pick<PurchaseBalance, 'remaining_minor' | 'paid_item_ids'>,
): (lineId: number) => boolean {
  if (split.kind === 'items' && share.amount < before.remaining_minor) {
    return (lineId) => share.itemIds.includes(lineId);
  }
  return (lineId) => !before.paid_item_ids.includes(lineId);
}

/**
 * A payment sends what it pays for to the kitchen, so it must never charge a product the kitchen can no
 * longer make. The pending lines it pays for (`paysFor`) whose product the staff marked unavailable are
 * taken off the bill (their stock given back), as sending them to the kitchen would. Taking them off may
 * not leave the bill below the money held on it (409 `bill_below_paid`, as for the kitchen's button).
 * Null when nothing had to go. Inside the purchase's lock.
 */
export async function takeOffSoldOutLines(
  tx: Tx,
  purchaseId: number,
  paysFor: (lineId: number) => boolean,
): Promise<SoldOutLines | null> {
  const gone = (await pendingLines(tx, purchaseId)).filter(
    (line) => !line.available && paysFor(line.item.id),
  );
  if (gone.length === 0) return null;
  const menuChanged = await deleteLines(
    tx,
    gone.map((line) => line.item),
  );
  await requireDueCoversHeld(tx, purchaseId);
  return { removed: gone.map((line) => ({ id: line.item.id, label: line.label })), menuChanged };
}

/**
 * The refusal of a payment whose products went out of stock: nothing was charged, the lines are off the
 * bill, and the diner is told which products and what the same share comes to now, to check and pay again.
 * 409 `product_unavailable` (the code adding such a product gets), `details.products` their names,
 * `details.amount_minor` the share now and `details.due_minor` the bill now.
 */
export function soldOutRefusal(
  removed: SoldOutLines['removed'],
  amounts: { amountMinor: number; dueMinor: number },
): HttpError {
  const products = [...new Set(removed.map((line) => line.label))].join(', ');
  return conflict(
    'product_unavailable',
    `No longer available, taken off the bill before anything was charged: ${products}`,
    { products, amount_minor: amounts.amountMinor, due_minor: amounts.dueMinor },
  );
}
