import { and, asc, eq, inArray } from 'drizzle-orm';
import { products, purchaseItems } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { returnStock } from './stock.ts';

export type ItemRow = typeof purchaseItems.$inferSelect;

/** A line still waiting for the kitchen, with what the diner sees of its product and whether it is served. */
export interface PendingLine {
  item: ItemRow;
  label: string;
  available: boolean;
}

/** The pending lines of a purchase in the order they were added (inside its lock). */
export async function pendingLines(tx: Tx, purchaseId: number): Promise<PendingLine[]> {
  return tx
    .select({ item: purchaseItems, label: products.label, available: products.available })
    .from(purchaseItems)
    .innerJoin(products, eq(products.id, purchaseItems.productId))
    .where(and(eq(purchaseItems.purchaseId, purchaseId), eq(purchaseItems.status, 'pending')))
    .orderBy(asc(purchaseItems.id));
}

/**
 * Deletes lines and gives their stock back, products in id order (two transactions never wait on each
 * other crosswise). Returns whether stock changed (the menu shows it).
 */
export async function deleteLines(tx: Tx, items: ItemRow[]): Promise<boolean> {
  if (items.length === 0) return false;
  await tx.delete(purchaseItems).where(
    inArray(
      purchaseItems.id,
      items.map((i) => i.id),
    ),
  );
  const units = new Map<number, number>();
  for (const item of items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.count);
  let changed = false;
  for (const [productId, count] of [...units].sort(([a], [b]) => a - b)) {
    changed = (await returnStock(tx, productId, count)) || changed;
  }
  return changed;
}
