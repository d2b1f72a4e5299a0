import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchases } from '../../db/schema.ts';
import { holdingPayments } from '../../domain/purchases/balance.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { loadAmountDue } from '../../domain/purchases/amount-due.ts';
import { lockOpenPurchase } from '../../domain/purchases/access.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { toMinor } from 'shared-contracts/money';
import { findCoupon, requireCouponUsable } from '../../lib/coupon-redemptions.ts';

/** Money already paid or held: after it the purchase's amount may no longer change by a coupon. */
async function hasPayments(tx: Tx, purchaseId: number): Promise<boolean> {
  return (await holdingPayments(tx, purchaseId)).length > 0;
}

const locked = () =>
  conflict('coupon_locked', 'A payment was already made on this purchase: its coupon can no longer change');

/**
 * Puts the coupon of `code` on the purchase: unknown codes are 'Cupón no válido', used
 * ones (by the operator's mark, or no use left for this diner or in all) and expired ones say so, and a
 * purchase below its minimum is told the minimum. `today` is the instance's date (YYYY-MM-DD); a coupon
 * is valid through its `expires` day. The use counts for `profileId` once a payment redeems it.
 */
export async function applyCoupon(
  db: Db,
  purchase: { id: number; instanceId: number },
  profileId: number,
  code: string,
  today: string,
) {
  const coupon = await findCoupon(db, purchase.instanceId, code);
  if (!coupon) throw notFound('coupon_invalid', 'Invalid coupon');
  await requireCouponUsable(db, coupon, profileId);
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
    await tx
      .update(purchases)
      .set({ couponId: coupon.id, couponAppliedBy: profileId })
      .where(eq(purchases.id, purchase.id));
  });
}

/** Takes the coupon off the purchase (before any payment). */
export async function removeCoupon(db: Db, purchaseId: number) {
  await withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchaseId);
    if (await hasPayments(tx, purchaseId)) throw locked();
    await tx
      .update(purchases)
      .set({ couponId: null, couponAppliedBy: null })
      .where(eq(purchases.id, purchaseId));
  });
}
