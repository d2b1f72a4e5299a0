import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons, payments, purchases } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { loadAmountDue } from '../../lib/purchases/amount-due.ts';
import { lockOpenPurchase } from '../../lib/purchases/access.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { toMinor } from 'shared-contracts/money';

/** The instance's coupon of `code`, whatever its letter case. */
async function findCoupon(db: Db, instanceId: number, code: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.instanceId, instanceId), sql`lower(${coupons.code}) = ${code.toLowerCase()}`));
  return row;
}

/** Money already paid or held: after it the purchase's amount may no longer change by a coupon. */
async function hasPayments(db: Db | Tx, purchaseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.purchaseId, purchaseId), inArray(payments.status, ['approved', 'pending'])))
    .limit(1);
  return row !== undefined;
}

const locked = () =>
  conflict('coupon_locked', 'A payment was already made on this purchase: its coupon can no longer change');

/**
 * Puts the coupon of `code` on the purchase (SPEC section 5): unknown codes are 'Cupón no valido', used
 * and expired ones say so, and a purchase below its minimum is told the minimum. `today` is the
 * instance's date (YYYY-MM-DD); a coupon is valid through its `expires` day.
 */
export async function applyCoupon(
  db: Db,
  purchase: { id: number; instanceId: number },
  code: string,
  today: string,
) {
  const coupon = await findCoupon(db, purchase.instanceId, code);
  if (!coupon) throw notFound('coupon_invalid', 'Invalid coupon');
  if (coupon.used) throw conflict('coupon_used', 'This coupon was already used');
  if (coupon.expires !== null && coupon.expires < today)
    throw conflict('coupon_expired', 'This coupon has expired');
  await withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchase.id);
    if (await hasPayments(tx, purchase.id)) throw locked();
    const due = await loadAmountDue(tx, purchase.id);
    if (coupon.minPurchase !== null) {
      const minimum = toMinor(coupon.minPurchase, due.currency);
      if (due.itemsMinor < minimum) {
        throw conflict('coupon_min_purchase', 'The purchase is below the coupon minimum', {
          min_minor: minimum,
        });
      }
    }
    await tx.update(purchases).set({ couponId: coupon.id }).where(eq(purchases.id, purchase.id));
  });
}

/** Takes the coupon off the purchase (before any payment). */
export async function removeCoupon(db: Db, purchaseId: number) {
  await withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchaseId);
    if (await hasPayments(tx, purchaseId)) throw locked();
    await tx.update(purchases).set({ couponId: null }).where(eq(purchases.id, purchaseId));
  });
}
