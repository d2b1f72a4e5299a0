import { and, eq, sql } from 'drizzle-orm';
import type { PurchaseBalance } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { loadBalance, type PaymentRow } from '../../domain/purchases/balance.ts';
import { lockPurchase, settleBalance } from './charge.ts';

/** Why a cancelled payment holds nothing: its payer gave it up before the bank answered. */
export const CANCELLED_BY_PAYER = 'cancelled_by_payer';

export interface CancelOutcome {
  row: PaymentRow;
  balance: PurchaseBalance;
  /** False when it was cancelled before (a repeated tap): nothing changed, nobody is told. */
  changed: boolean;
}

/**
 * The payer gives up their PSE payment while the bank has not answered, in the purchase's lock (the one
 * payments and the bank's answer take, so a cancel and an approval arriving together are decided one
 * after the other). It ends `cancelled` and holds nothing: the amount is due again, its lines may be
 * paid, the tip and the coupon are free as after a decline (`settleBalance`). Only the profile that made
 * it may (403 `not_your_payment`); only a PSE payment, the one a diner waits on a bank for (409
 * `payment_not_cancellable`: cash, card reader and transfer are the staff's to settle); only while it
 * waits (409 `payment_not_pending`, `details.status` what the bank decided). A cancelled one answers
 * again as it is.
 */
export async function cancelPayment(db: Db, paymentId: number, profileId: number): Promise<CancelOutcome> {
  return withTransaction(db, async (tx) => {
    const [found] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!found) throw notFound('payment_not_found', `No payment ${paymentId}`);
    if (found.profileId !== profileId) {
      throw forbidden('not_your_payment', 'Only the diner who made this payment may cancel it');
    }
    if (found.method !== 'pse') {
      throw conflict('payment_not_cancellable', 'Only a PSE payment waiting for the bank can be cancelled');
    }
    await lockPurchase(tx, found.purchaseId);
    const [row] = await tx
      .update(payments)
      .set({ status: 'cancelled', reason: CANCELLED_BY_PAYER, updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (row) return { row, balance: await settleBalance(tx, found.purchaseId), changed: true };
    const [now] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (now?.status === 'cancelled') {
      return { row: now, balance: await loadBalance(tx, found.purchaseId), changed: false };
    }
    throw conflict(
      'payment_not_pending',
      'The bank already answered this payment: it can no longer be cancelled',
      {
        status: now?.status ?? found.status,
      },
    );
  });
}
