import { eq } from 'drizzle-orm';
import { toMinor } from 'shared-contracts/money';
import type { Currency, PurchaseTip } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { instances, purchaseItems, purchases } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { notFound } from '../errors.ts';

/** What a purchase owes, every part in the currency's minor unit. */
export interface AmountDue {
  currency: Currency;
  /** Each line's minor-unit total, by line id (split by items charges these). */
  lines: Map<number, number>;
  itemsMinor: number;
  tipMinor: number;
  deliveryFeeMinor: number;
  discountMinor: number;
  dueMinor: number;
}

/**
 * The one computation of a purchase's total (payments, coupons and delivery reuse it): each line's unit
 * price in minor units times its count, the tip (a custom value, else a percent of the items), the
 * delivery fee, less the discount, never below zero. Integers from the first step: no drift.
 */
export function amountDue(
  purchase: { tip: PurchaseTip | null; deliveryFeeMinor: number; discountMinor: number },
  items: { id: number; unitPrice: number; count: number }[],
  currency: Currency,
): AmountDue {
  const lines = new Map(items.map((item) => [item.id, toMinor(item.unitPrice, currency) * item.count]));
  const itemsMinor = [...lines.values()].reduce((sum, minor) => sum + minor, 0);
  const tip = purchase.tip;
  let tipMinor = 0;
  if (tip?.include) {
    tipMinor =
      tip.custom_value !== null
        ? toMinor(tip.custom_value, currency)
        : Math.round((itemsMinor * (tip.percent ?? 0)) / 100);
  }
  const dueMinor = Math.max(0, itemsMinor + tipMinor + purchase.deliveryFeeMinor - purchase.discountMinor);
  return {
    currency,
    lines,
    itemsMinor,
    tipMinor,
    deliveryFeeMinor: purchase.deliveryFeeMinor,
    discountMinor: purchase.discountMinor,
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
      currency: instances.currency,
    })
    .from(purchases)
    .innerJoin(instances, eq(instances.id, purchases.instanceId))
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  if (!row) throw notFound('purchase_not_found', `No purchase ${purchaseId}`);
  const items = await reader
    .select({ id: purchaseItems.id, unitPrice: purchaseItems.unitPrice, count: purchaseItems.count })
    .from(purchaseItems)
    .where(eq(purchaseItems.purchaseId, purchaseId));
  return amountDue(row, items, row.currency);
}
