import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { instances, products } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { conflict } from '../../lib/errors.ts';

/** The refusal of more units than a product has: 409 `out_of_stock`, `details.max_quantity` the most it may ask. */
function outOfStock(label: string, max: number) {
  return conflict('out_of_stock', `The selected quantity of ${label} is not available; try at most ${max}`, {
    max_quantity: max,
  });
}

/**
 * The stock rule without taking any: `units` more of a product fit when `promised` units are already
 * counted against what it has (a booking's pre-order, which takes none: docs/features/booking.md).
 * The same refusal as `takeStock`'s, its `details.max_quantity` what this call may still ask for.
 */
export function requireStock(
  product: { label: string; stock: number | null },
  units: number,
  promised = 0,
): void {
  if (product.stock === null) return;
  const max = Math.max(product.stock - promised, 0);
  if (units > max) throw outOfStock(product.label, max);
}

/**
 * Takes `units` of a product with stock in one conditional update: two diners reaching for the last
 * unit meet on the product's row, and PostgreSQL re-checks `stock >= units` for the second one after
 * the first commits, so stock is never oversold. Without enough, a 409 `out_of_stock` whose
 * `details.max_quantity` is the largest quantity the line may have (`held` is what it holds already).
 * Returns whether stock changed (the menu shows stock, so its cache must be dropped).
 */
export async function takeStock(
  tx: Tx,
  product: { id: number; label: string; stock: number | null },
  units: number,
  held = 0,
): Promise<boolean> {
  if (product.stock === null || units <= 0) return false;
  const taken = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${units}` })
    .where(and(eq(products.id, product.id), gte(products.stock, units)))
    .returning({ stock: products.stock });
  if (taken.length > 0) return true;
  const [current] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, product.id));
  throw outOfStock(product.label, held + Math.max(current?.stock ?? 0, 0));
}

/** Gives `units` back to a product with stock; returns whether stock changed. */
export async function returnStock(tx: Tx, productId: number, units: number): Promise<boolean> {
  if (units <= 0) return false;
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${units}` })
    .where(and(eq(products.id, productId), isNotNull(products.stock)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/**
 * The config and menu bodies are cached per instance version: a change they show (stock, availability, a
 * remote switch, a branch state) bumps it.
 */
export async function bumpInstanceVersion(tx: Tx, instanceId: number): Promise<void> {
  await tx
    .update(instances)
    .set({ version: sql`${instances.version} + 1` })
    .where(eq(instances.id, instanceId));
}
