import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import type { City, Menu } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { categories, cities, products, suppliers, zones } from '../../db/schema.ts';
import type { SupplierWithCity } from '../../lib/suppliers.ts';

/** The branch's menu, categories and products in fixture order, image paths left relative. */
export async function loadMenu(db: Db, supplier: SupplierWithCity): Promise<Menu> {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.menuId, supplier.menuId))
      .orderBy(asc(categories.position)),
    db.select().from(products).where(eq(products.menuId, supplier.menuId)).orderBy(asc(products.position)),
  ]);
  return {
    supplier_id: supplier.id,
    categories: categoryRows.map((category) => ({
      slug: category.slug,
      label: category.label,
      subcategories: category.subcategories,
    })),
    products: productRows.map((product) => ({
      id: product.id,
      slug: product.slug,
      label: product.label,
      description: product.description,
      category: product.category,
      subcategory: product.subcategory,
      price: product.price,
      promo: product.promo,
      image: product.image,
      available: product.available,
      stock: product.stock,
      alcoholic: product.alcoholic,
      new: product.isNew,
      options: product.options,
    })),
  };
}

/**
 * Cities where the instance delivers, in order of first appearance, each with the slugs of its branches
 * that deliver (now or scheduled) and have a zone: a branch that delivers nowhere is never offered.
 */
export async function searchCities(db: Db, instanceId: number): Promise<City[]> {
  const rows = await db
    .select({ cityId: cities.id, city: cities.name, slug: suppliers.slug })
    .from(suppliers)
    .innerJoin(cities, eq(cities.id, suppliers.cityId))
    .where(
      and(
        eq(suppliers.instanceId, instanceId),
        or(eq(suppliers.serviceDelivery, true), eq(suppliers.serviceSchedule, true)),
        // Coverage decides, not the city: a branch with no zone delivers nowhere.
        exists(
          db
            .select({ one: sql`1` })
            .from(zones)
            .where(eq(zones.supplierId, suppliers.id)),
        ),
      ),
    )
    .orderBy(asc(suppliers.position));
  const byCity = new Map<number, City>();
  for (const row of rows) {
    const city = byCity.get(row.cityId) ?? { id: row.cityId, name: row.city, suppliers: [] };
    city.suppliers.push(row.slug);
    byCity.set(row.cityId, city);
  }
  return [...byCity.values()];
}
