import { eq } from 'drizzle-orm';
import type { PurchaseTip } from 'shared-contracts/schemas';
import { purchases } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { conflict } from '../../lib/errors.ts';
import { holdingPayments } from './balance.ts';

/**
 * Whether two tips charge alike: both left out (whatever percent they remember), or both in with the same
 * custom value, or with none and the same percent. No tip set yet is a tip left out.
 */
export function sameTip(current: PurchaseTip | null, next: PurchaseTip): boolean {
  const before = current ?? { include: false, percent: null, custom_value: null };
  if (!before.include || !next.include) return before.include === next.include;
  if (before.custom_value !== null || next.custom_value !== null) {
    return before.custom_value === next.custom_value;
  }
  return before.percent === next.percent;
}

/**
 * Once a payment holds money against the bill (approved, or pending), its tip no longer changes: a
 * payment of one's own products carried their share of the tip as it was then, so a new percent would
 * leave money on lines already paid that nobody owes (a higher one) or a bill below what was paid (a
 * lower one). 409 `tip_locked`, `details.paid_minor` the money held. Saving the tip the bill already
 * has is no change and passes (a replayed tap, a screen saving what it shows). Inside the purchase's lock.
 */
export async function requireTipUnlocked(tx: Tx, purchaseId: number, next: PurchaseTip): Promise<void> {
  const holding = await holdingPayments(tx, purchaseId);
  if (holding.length === 0) return;
  const [row] = await tx
    .select({ tip: purchases.tip })
    .from(purchases)
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  if (sameTip(row?.tip ?? null, next)) return;
  throw conflict('tip_locked', 'Part of this bill is already paid with this tip: it can no longer change', {
    paid_minor: holding.reduce((sum, payment) => sum + payment.amountMinor, 0),
  });
}
