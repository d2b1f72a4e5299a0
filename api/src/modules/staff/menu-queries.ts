import { and, asc, eq } from 'drizzle-orm';
import { activePromo } from 'shared-contracts/prices';
import type { StaffProduct, StaffProductUpdate } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { categories, products, suppliers } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import { bumpInstanceVersion } from '../../domain/purchases/stock.ts';
import type { StaffChange } from './table-orders.ts';

type ProductRow = typeof products.$inferSelect;

const toStaffProduct = (row: ProductRow): StaffProduct => ({
  id: row.id,
  slug: row.slug,
  label: row.label,
  category: row.category,
  price: row.price,
  promo: row.promo,
  available: row.available,
  stock: row.stock,
});

/** A menu's products in the order diners see them. */
export async function menuProducts(db: Db, menuId: number): Promise<StaffProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.menuId, menuId))
    .orderBy(asc(products.position), asc(products.id));
  return rows.map(toStaffProduct);
}

/** A menu's categories (slug and name) in the order diners see them. */
export async function menuCategories(db: Db, menuId: number) {
  return db
    .select({ slug: categories.slug, label: categories.label })
    .from(categories)
    .where(eq(categories.menuId, menuId))
    .orderBy(asc(categories.position), asc(categories.id));
}

/** The branches that show a menu (a change to it shows on every one). */
export async function branchesOfMenu(db: Db, menuId: number) {
  return db
    .select({ id: suppliers.id, slug: suppliers.slug })
    .from(suppliers)
    .where(eq(suppliers.menuId, menuId))
    .orderBy(asc(suppliers.position));
}

/**
 * Changes a product of the branch's menu (sold out or back, stock, price, promo) and bumps the
 * instance's version in the same transaction, so every cached menu of the instance is dropped and
 * diners see the change on their next load. Lines already on bills keep the price they were added at.
 */
export async function updateProduct(
  db: Db,
  menuId: number,
  productId: number,
  change: StaffProductUpdate,
  by: StaffChange,
): Promise<StaffProduct> {
  return withTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.menuId, menuId)))
      .for('update')
      .limit(1);
    if (!before) throw notFound('product_not_found', `No product ${productId} on this branch's menu`);
    // Read under the row's lock: of two saves made from the same screen state, the second is refused.
    const stale = Object.entries(change.was ?? {}).filter(
      ([key, shown]) => shown !== undefined && before[key as keyof NonNullable<typeof change.was>] !== shown,
    );
    if (stale.length > 0) {
      throw conflict('product_changed', `Changed meanwhile: ${stale.map(([key]) => key).join(', ')}`);
    }
    const price = change.price ?? before.price;
    const promo = change.promo === undefined ? before.promo : change.promo;
    // A promo the menu would ignore (at or above the price): the manager meant something else.
    const pricing = change.price !== undefined || change.promo !== undefined;
    if (pricing && promo !== null && activePromo({ price, promo }) === null) {
      throw new HttpError(
        422,
        'promo_not_below_price',
        `A promo (${promo}) must be below the price (${price})`,
      );
    }
    const set = {
      ...(change.available === undefined ? {} : { available: change.available }),
      ...(change.stock === undefined ? {} : { stock: change.stock }),
      ...(change.price === undefined ? {} : { price: change.price }),
      ...(change.promo === undefined ? {} : { promo: change.promo }),
    };
    const [after] = await tx.update(products).set(set).where(eq(products.id, productId)).returning();
    if (!after) throw new Error('product update returned nothing');
    await bumpInstanceVersion(tx, by.instanceId);
    await recordAudit(tx, {
      ...by,
      action: 'product.update',
      objectType: 'product',
      objectId: productId,
      details: {
        label: before.label,
        before: Object.fromEntries(Object.keys(set).map((key) => [key, before[key as keyof typeof set]])),
        after: set,
      },
    });
    return toStaffProduct(after);
  });
}
