import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { couponRedemptions, coupons } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { conflict } from './errors.ts';

type CouponRow = typeof coupons.$inferSelect;

const used = () => conflict('coupon_used', 'This coupon was already used');

/**
 * The coupon's use limits for `profileId`: the operator's `used` mark, `max_uses` purchases in all and
 * `max_uses_per_diner` for the diner (null: no limit). A purchase's own redemption (`exceptPurchaseId`)
 * does not count against it. 409 `coupon_used` when none is left.
 */
export async function requireCouponUsable(
  reader: Db | Tx,
  coupon: CouponRow,
  profileId: number,
  exceptPurchaseId?: number,
): Promise<void> {
  if (coupon.used) throw used();
  const others =
    exceptPurchaseId === undefined ? undefined : ne(couponRedemptions.purchaseId, exceptPurchaseId);
  if (coupon.maxUses !== null) {
    const [all] = await reader
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), others));
    if ((all?.n ?? 0) >= coupon.maxUses) throw used();
  }
  if (coupon.maxUsesPerDiner !== null) {
    const [mine] = await reader
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.profileId, profileId), others),
      );
    if ((mine?.n ?? 0) >= coupon.maxUsesPerDiner) throw used();
  }
}

/**
 * Inside a payment's transaction, before anything is charged: the purchase's coupon is redeemed (once per
 * purchase) for the diner who applied it, else the payer. The coupon's row is held while its uses are
 * counted, so two purchases paying with its last use at the same moment are decided one after the other;
 * the later one is 409 `coupon_used` and charges nothing.
 */
export async function redeemCoupon(
  tx: Tx,
  purchase: { id: number; couponId: number | null; couponAppliedBy: number | null },
  payerId: number,
): Promise<void> {
  if (purchase.couponId === null) return;
  const [redeemed] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.purchaseId, purchase.id))
    .limit(1);
  if (redeemed) return;
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, purchase.couponId)).for('update');
  if (!coupon) return;
  const profileId = purchase.couponAppliedBy ?? payerId;
  await requireCouponUsable(tx, coupon, profileId, purchase.id);
  await tx
    .insert(couponRedemptions)
    .values({ couponId: coupon.id, purchaseId: purchase.id, profileId })
    .onConflictDoNothing({ target: couponRedemptions.purchaseId });
}

/** Once no payment holds money on the purchase (declined, failed), its coupon's use is given back. */
export async function releaseCoupon(tx: Tx, purchaseId: number): Promise<void> {
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.purchaseId, purchaseId));
}

/** The coupon of `code` in the instance, whatever its letter case. */
export async function findCoupon(db: Db, instanceId: number, code: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.instanceId, instanceId), sql`lower(${coupons.code}) = ${code.toLowerCase()}`));
  return row;
}
