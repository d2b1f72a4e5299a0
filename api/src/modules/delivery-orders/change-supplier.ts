import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { promoPrice } from 'shared-contracts/prices';
import type { CartLineRequest, ChangeSupplierResponse, ChosenOption } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { menus, payments, products, purchaseItems, purchases } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { ProfileRow } from '../../lib/profile-auth.ts';
import { resolveOptions } from '../../domain/purchases/options.ts';
import type { SupplierWithCity } from '../../lib/suppliers.ts';

/**
 * The lines of the diner's placed order that nothing was paid on yet (the call's `{purchase}`);
 * 404 for anything else: another diner's, a table's, a paid one.
 */
export async function unpaidOrderLines(
  db: Db,
  profile: ProfileRow,
  purchaseId: number,
): Promise<CartLineRequest[]> {
  const [order] = await db
    .select({ id: purchases.id, paid: payments.id })
    .from(purchases)
    .leftJoin(payments, eq(payments.purchaseId, purchases.id))
    .where(
      and(
        eq(purchases.id, purchaseId),
        eq(purchases.openedBy, profile.id),
        eq(purchases.status, 'open'),
        ne(purchases.service, 'on_table'),
        isNull(purchases.tableId),
      ),
    )
    .limit(1);
  if (!order) throw notFound('purchase_not_found', `No order ${purchaseId} of yours to move`);
  if (order.paid !== null) throw conflict('order_has_payments', 'A paid order cannot move to another branch');
  const items = await db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchaseId));
  return items.map((item) => ({
    id: item.productId,
    count: item.count,
    options: item.options.map((group) => ({ slug: group.slug, choices: group.choices.map((c) => c.slug) })),
  }));
}

/**
 * The cart's lines at `target`: a product is the same one when the branches share the menu, else the
 * product of the same slug on the target's menu. Kept when it is there, available, in stock and its
 * options still valid (re-priced); dropped otherwise, named for the diner.
 */
export async function moveLines(
  db: Db,
  instanceId: number,
  target: SupplierWithCity,
  lines: CartLineRequest[],
): Promise<Omit<ChangeSupplierResponse, 'supplier_id' | 'supplier_slug'>> {
  if (lines.length === 0) return { lines: [], dropped: [] };
  const ids = [...new Set(lines.map((line) => line.id))];
  // Only the instance's own products: an id of another instance is not a product here.
  const sources = await db
    .select({ id: products.id, slug: products.slug, label: products.label })
    .from(products)
    .innerJoin(menus, eq(menus.id, products.menuId))
    .where(and(inArray(products.id, ids), eq(menus.instanceId, instanceId)));
  const slugs = [...new Set(sources.map((source) => source.slug))];
  const targets =
    slugs.length === 0
      ? []
      : await db
          .select()
          .from(products)
          .where(and(eq(products.menuId, target.menuId), inArray(products.slug, slugs)));
  const kept: ChangeSupplierResponse['lines'] = [];
  const dropped: ChangeSupplierResponse['dropped'] = [];
  for (const line of lines) {
    const source = sources.find((row) => row.id === line.id);
    if (!source) throw notFound('product_not_found', `No product ${line.id}`);
    const product = targets.find((row) => row.slug === source.slug);
    const options = product ? keptOptions(product.options, line.options) : null;
    if (!product || !product.available || product.stock === 0 || options === null) {
      dropped.push({ id: line.id, label: source.label });
      continue;
    }
    kept.push({
      id: product.id,
      label: product.label,
      category: product.category,
      price: promoPrice(product) + options.extra,
      count: product.stock === null ? line.count : Math.min(line.count, product.stock),
      stock: product.stock,
      options: options.options,
    });
  }
  return { lines: kept, dropped };
}

/** The chosen options checked against the target product's groups; null when they no longer fit. */
function keptOptions(groups: (typeof products.$inferSelect)['options'], chosen: ChosenOption[] | undefined) {
  try {
    return resolveOptions(groups, chosen);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}
