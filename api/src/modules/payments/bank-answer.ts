import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { redeemCoupon } from '../../lib/coupon-redemptions.ts';
import { loadAmountDue } from '../../domain/purchases/amount-due.ts';
import { balanceOf, type PaymentRow } from '../../domain/purchases/balance.ts';
import { CANCELLED_BY_PAYER } from './cancel.ts';
import { lockPurchase, paymentsOf, settleBalance, settlePending } from './charge.ts';

/** A cancelled payment the bank approved afterwards that the bill could no longer take: its money is owed back. */
export const REFUND_DUE = 'refund_due';

/**
 * Whether the bank may still answer: the payment waits, or its payer cancelled it before the bank said
 * anything (the bank never hears of a cancel: the diner may still approve it in the bank's tab).
 */
export const bankMayAnswer = (row: Pick<PaymentRow, 'status' | 'reason'>): boolean =>
  row.status === 'pending' || (row.status === 'cancelled' && row.reason === CANCELLED_BY_PAYER);

type Purchase = Awaited<ReturnType<typeof lockPurchase>>;

/**
 * Whether the bill still has room for a late approval as it was made: open, its amount within what is
 * left to pay now, its lines (a share of one's products) still on the bill and held by no other payment,
 * and the coupon's use still there to take again (a refusal throws nothing into the transaction).
 */
async function billTakes(tx: Tx, purchase: Purchase, row: PaymentRow): Promise<boolean> {
  if (purchase.status !== 'open') return false;
  const due = await loadAmountDue(tx, purchase.id);
  const balance = balanceOf(purchase, due, await paymentsOf(tx, purchase.id));
  if (row.amountMinor > balance.remaining_minor) return false;
  if (row.itemIds.some((id) => !due.lines.has(id) || balance.paid_item_ids.includes(id))) return false;
  try {
    await redeemCoupon(tx, purchase, row.profileId);
  } catch (error) {
    if (error instanceof HttpError && error.code === 'coupon_used') return false;
    throw error;
  }
  return true;
}

/**
 * The bank's answer to a PSE payment (the sandbox bank's page; a provider's notice would come here too),
 * in the purchase's lock. A payment that waits is settled as the staff would settle it. One its payer
 * cancelled first:
 * - declined: it stays cancelled (it held nothing); the bank has answered.
 * - approved: the money left the diner's account, so it is never dropped. When the bill can still take
 *   it as it was made (`billTakes`), it pays the bill again (`approved`, as if never cancelled: lines to
 *   the kitchen, the bill closes when paid in full). Otherwise (paid another way meanwhile, closed, its
 *   lines gone or paid) it stays cancelled with reason `refund_due`: the restaurant owes it back, and the
 *   payment keeps its amount and the provider's reference for it. Never both: it is counted once or owed.
 * Any later answer changes nothing. Returns the payment and whether anyone should be told.
 */
export async function settleBankAnswer(
  db: Db,
  paymentId: number,
  decision: 'approved' | 'declined',
): Promise<{ row: PaymentRow; changed: boolean }> {
  return withTransaction(db, async (tx) => {
    const [found] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!found) throw notFound('payment_not_found', `No payment ${paymentId}`);
    const purchase = await lockPurchase(tx, found.purchaseId);
    const settled = await settlePending(tx, paymentId, decision);
    if (settled) return { row: settled.row, changed: true };
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!row || !bankMayAnswer(row)) return { row: row ?? found, changed: false };
    const taken = decision === 'approved' && (await billTakes(tx, purchase, row));
    const after = {
      status: taken ? ('approved' as const) : ('cancelled' as const),
      reason: taken ? null : decision === 'approved' ? REFUND_DUE : 'payment_declined',
    };
    const [updated] = await tx
      .update(payments)
      .set({ ...after, updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'cancelled')))
      .returning();
    if (!updated) return { row, changed: false };
    // Paid again, the bill moves on; owed back or declined, it holds nothing as before, but its payer and
    // the staff hear of the money the bank took.
    if (taken) await settleBalance(tx, purchase.id);
    return { row: updated, changed: decision === 'approved' };
  });
}
