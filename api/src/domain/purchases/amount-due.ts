import { eq } from 'drizzle-orm';
import { toMinor } from 'shared-contracts/money';
import { tipCapMinor } from 'shared-contracts/payment-limits';
import type { Currency, PurchaseTip } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { coupons, instances, purchaseItems, purchases } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { notFound } from '../../lib/errors.ts';

/** What a purchase owes, every part in the currency's minor unit. */
export interface AmountDue {
  currency: Currency;
  /** Each line's minor-unit total, by line id (split by items charges these). */
  lines: Map<number, number>;
  itemsMinor: number;
  tipMinor: number;
  deliveryFeeMinor: number;
  discountMinor: number;
  couponCode: string | null;
  dueMinor: number;
}

/** A coupon's terms as stored (money in major units, as the fixtures give it). */
export interface CouponTerms {
  code: string;
  percent: number | null;
  amount: number | null;
  freeDelivery: boolean;
  minPurchase: number | null;
}

/** What a coupon takes off: nothing below its minimum purchase, never more than what it applies to. */
export function couponDiscountMinor(
  coupon: CouponTerms,
  itemsMinor: number,
  deliveryFeeMinor: number,
  currency: Currency,
): number {
  if (coupon.minPurchase !== null && itemsMinor < toMinor(coupon.minPurchase, currency)) return 0;
  let minor = 0;
  if (coupon.percent !== null) minor += Math.round((itemsMinor * coupon.percent) / 100);
  if (coupon.amount !== null) minor += toMinor(coupon.amount, currency);
  minor = Math.min(minor, itemsMinor);
  if (coupon.freeDelivery) minor += deliveryFeeMinor;
  return minor;
}

/**
 * The one computation of a purchase's total (payments, coupons and delivery reuse it): each line's unit
 * price in minor units times its count (or a manual payment's amount), the tip (a custom value, else a
 * percent of the items, at most `TIP_MAX_PERCENT` of them), the delivery fee, less the discount, never
 * below zero. Integers from the first
 * step: no drift.
 */
export function amountDue(
  purchase: {
    tip: PurchaseTip | null;
    deliveryFeeMinor: number;
    discountMinor: number;
    manualAmount?: number | null;
  },
  items: { id: number; unitPrice: number; count: number }[],
  currency: Currency,
  coupon: CouponTerms | null = null,
): AmountDue {
  const lines = new Map(items.map((item) => [item.id, toMinor(item.unitPrice, currency) * item.count]));
  const itemsMinor = [...lines.values()].reduce(
    (sum, minor) => sum + minor,
    toMinor(purchase.manualAmount ?? 0, currency),
  );
  const tip = purchase.tip;
  let tipMinor = 0;
  if (tip?.include) {
    tipMinor =
      tip.custom_value !== null
        ? toMinor(tip.custom_value, currency)
        : Math.round((itemsMinor * (tip.percent ?? 0)) / 100);
    // Never more than the cap, even when lines went away after the tip was set.
    tipMinor = Math.min(tipMinor, tipCapMinor(itemsMinor));
  }
  const discountMinor =
    purchase.discountMinor +
    (coupon ? couponDiscountMinor(coupon, itemsMinor, purchase.deliveryFeeMinor, currency) : 0);
  const dueMinor = Math.max(0, itemsMinor + tipMinor + purchase.deliveryFeeMinor - discountMinor);
  return {
    currency,
    lines,
    itemsMinor,
    tipMinor,
    deliveryFeeMinor: purchase.deliveryFeeMinor,
    discountMinor,
    couponCode: coupon?.code ?? null,
    dueMinor,
  };
}

/** `amountDue` of a stored purchase, read in `reader` (inside a payment's transaction, after its lock). */
export async function loadAmountDue(reader: Db | Tx, purchaseId: number): Promise<AmountDue> {
  const [row] = await reader
    .select({
      tip: purchases.tip,
      deliveryFeeMinor: purchases.deliveryFeeMinor,
      discountMinor: purchases.discountMinor,
      manualAmount: purchases.manualAmount,
      currency: instances.currency,
      coupon: {
        code: coupons.code,
        percent: coupons.percent,
        amount: coupons.amount,
        freeDelivery: coupons.freeDelivery,
        minPurchase: coupons.minPurchase,
      },
    })
    .from(purchases)
    .innerJoin(instances, eq(instances.id, purchases.instanceId))
    .leftJoin(coupons, eq(coupons.id, purchases.couponId))
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  if (!row) throw notFound('purchase_not_found', `No purchase ${purchaseId}`);
  const items = await reader
    .select({ id: purchaseItems.id, unitPrice: purchaseItems.unitPrice, count: purchaseItems.count })
    .from(purchaseItems)
    .where(eq(purchaseItems.purchaseId, purchaseId));
  return amountDue(row, items, row.currency, row.coupon);
}
