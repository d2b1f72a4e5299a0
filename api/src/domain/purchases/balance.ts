import { and, eq, inArray } from 'drizzle-orm';
import type { PurchaseBalance } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { payments, purchases } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { conflict } from '../../lib/errors.ts';
import { type AmountDue, loadAmountDue } from './amount-due.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** Payments that hold money against a bill: approved ones paid it, pending ones keep their share. */
export const HOLDING_STATUSES: PaymentRow['status'][] = ['approved', 'pending'];

/** The payments of a purchase that hold money (read inside its lock, they cannot change under it). */
export async function holdingPayments(reader: Db | Tx, purchaseId: number) {
  return reader
    .select({ amountMinor: payments.amountMinor, itemIds: payments.itemIds })
    .from(payments)
    .where(and(eq(payments.purchaseId, purchaseId), inArray(payments.status, HOLDING_STATUSES)));
}

/**
 * After a change inside the purchase's lock (a line removed or lowered, sold-out lines taken off): refuses it with
 * 409 `bill_below_paid` when the money paid or held against the bill would be more than the new due.
 * The transaction rolls back, so the bill is as it was.
 */
export async function requireDueCoversHeld(tx: Tx, purchaseId: number): Promise<void> {
  const holding = await holdingPayments(tx, purchaseId);
  if (holding.length === 0) return;
  const held = holding.reduce((sum, row) => sum + row.amountMinor, 0);
  const due = await loadAmountDue(tx, purchaseId);
  if (held > due.dueMinor) {
    throw conflict(
      'bill_below_paid',
      'Part of this bill is already paid: this change would leave it below what was paid',
      { due_minor: due.dueMinor, paid_minor: held },
    );
  }
}

/** A purchase's due and what its payments cover: approved ones paid, pending ones hold their share. */
export function balanceOf(
  purchase: { id: number; status: string },
  due: AmountDue,
  rows: PaymentRow[],
): PurchaseBalance {
  const sum = (status: PaymentRow['status']) =>
    rows.filter((row) => row.status === status).reduce((total, row) => total + row.amountMinor, 0);
  const paid = sum('approved');
  const pending = sum('pending');
  const holding = rows.filter((row) => row.status === 'approved' || row.status === 'pending');
  return {
    purchase_id: purchase.id,
    currency: due.currency,
    items_minor: due.itemsMinor,
    tip_minor: due.tipMinor,
    delivery_fee_minor: due.deliveryFeeMinor,
    discount_minor: due.discountMinor,
    coupon_code: due.couponCode,
    due_minor: due.dueMinor,
    paid_minor: paid,
    pending_minor: pending,
    remaining_minor: Math.max(0, due.dueMinor - paid - pending),
    paid_item_ids: [...new Set(holding.flatMap((row) => row.itemIds))],
    closed: purchase.status !== 'open',
  };
}

/** The balance of a purchase as stored now. */
export async function loadBalance(reader: Db | Tx, purchaseId: number): Promise<PurchaseBalance> {
  const [purchase] = await reader
    .select({ id: purchases.id, status: purchases.status })
    .from(purchases)
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  const rows = await reader.select().from(payments).where(eq(payments.purchaseId, purchaseId));
  return balanceOf(
    purchase ?? { id: purchaseId, status: 'closed' },
    await loadAmountDue(reader, purchaseId),
    rows,
  );
}
