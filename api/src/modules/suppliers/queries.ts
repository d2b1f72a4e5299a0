import { asc, eq } from 'drizzle-orm';
import type { City, Menu } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { categories, cities, products, suppliers } from '../../db/schema.ts';
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
 * Cities where the instance delivers: every city with at least one branch offering delivery or
 * scheduled delivery, in order of first appearance, each with the slugs of all its branches.
 */
export async function searchCities(db: Db, instanceId: number): Promise<City[]> {
  const rows = await db
    .select({
      cityId: cities.id,
      city: cities.name,
      slug: suppliers.slug,
      delivery: suppliers.serviceDelivery,
      schedule: suppliers.serviceSchedule,
    })
    .from(suppliers)
    .innerJoin(cities, eq(cities.id, suppliers.cityId))
    .where(eq(suppliers.instanceId, instanceId))
    .orderBy(asc(suppliers.position));
  const byCity = new Map<number, { city: City; delivers: boolean }>();
  for (const row of rows) {
    let entry = byCity.get(row.cityId);
    if (!entry) {
      entry = { city: { id: row.cityId, name: row.city, suppliers: [] }, delivers: false };
      byCity.set(row.cityId, entry);
    }
    entry.city.suppliers.push(row.slug);
    entry.delivers ||= row.delivery || row.schedule;
  }
  return [...byCity.values()].filter((entry) => entry.delivers).map((entry) => entry.city);
}
