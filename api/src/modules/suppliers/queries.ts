import { and, asc, eq, or } from 'drizzle-orm';
import type { Category, City, Menu, Product, Supplier, SupplierSummary } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { categories, cities, products, suppliers } from '../../db/schema.ts';

type SupplierRow = typeof suppliers.$inferSelect;

const supplierWithCity = { s: suppliers, city: cities.name };

export function countServices(s: {
  serviceDelivery: boolean;
  serviceTakeAway: boolean;
  serviceTable: boolean;
  serviceBook: boolean;
  serviceSchedule: boolean;
}): number {
  return [s.serviceDelivery, s.serviceTakeAway, s.serviceTable, s.serviceBook, s.serviceSchedule].filter(
    Boolean,
  ).length;
}

export function toSupplierSummary(s: SupplierRow, city: string): SupplierSummary {
  return {
    id: s.id,
    slug: s.slug,
    label: s.label,
    city,
    address: s.address,
    latitude: s.latitude,
    longitude: s.longitude,
    service_delivery: s.serviceDelivery,
    service_take_away: s.serviceTakeAway,
    service_table: s.serviceTable,
    service_book: s.serviceBook,
    service_schedule: s.serviceSchedule,
    service_room: s.serviceRoom,
    count_services: countServices(s),
  };
}

export function toSupplier(s: SupplierRow, city: string): Supplier {
  return {
    ...toSupplierSummary(s, city),
    description: s.description,
    timezone: s.timezone,
    locale: s.locale,
    phone: s.phone,
    has_cluvi_pay: s.hasCluviPay,
    on_table_class: s.onTableClass,
    minimum_order_value: s.minimumOrderValue,
    payment_methods: s.paymentMethods,
    banners: s.banners,
    booking: s.booking ?? null,
  };
}

export async function listSupplierSummaries(db: Db, instanceId: number): Promise<SupplierSummary[]> {
  const rows = await db
    .select(supplierWithCity)
    .from(suppliers)
    .innerJoin(cities, eq(cities.id, suppliers.cityId))
    .where(eq(suppliers.instanceId, instanceId))
    .orderBy(asc(suppliers.position));
  return rows.map((r) => toSupplierSummary(r.s, r.city));
}

/** `idOrSlug`: the supplier's slug or numeric id, only within `instanceId`. */
export async function findSupplier(
  db: Db,
  instanceId: number,
  idOrSlug: string,
): Promise<{ row: SupplierRow; city: string } | undefined> {
  const numeric = /^[0-9]{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : undefined;
  const match =
    numeric !== undefined
      ? or(eq(suppliers.id, numeric), eq(suppliers.slug, idOrSlug))
      : eq(suppliers.slug, idOrSlug);
  const rows = await db
    .select(supplierWithCity)
    .from(suppliers)
    .innerJoin(cities, eq(cities.id, suppliers.cityId))
    .where(and(eq(suppliers.instanceId, instanceId), match))
    .orderBy(asc(suppliers.position));
  // A slug that looks like a number loses to the id it spells.
  const exact = rows.find((r) => numeric !== undefined && r.s.id === numeric) ?? rows[0];
  return exact ? { row: exact.s, city: exact.city } : undefined;
}

export async function loadMenu(db: Db, supplier: SupplierRow): Promise<Menu> {
  const [cats, prods] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.menuId, supplier.menuId))
      .orderBy(asc(categories.position)),
    db.select().from(products).where(eq(products.menuId, supplier.menuId)).orderBy(asc(products.position)),
  ]);
  const outCats: Category[] = cats.map((c) => ({
    slug: c.slug,
    label: c.label,
    subcategories: c.subcategories,
  }));
  const outProducts: Product[] = prods.map((p) => ({
    id: p.id,
    slug: p.slug,
    label: p.label,
    description: p.description,
    category: p.category,
    subcategory: p.subcategory,
    price: p.price,
    promo: p.promo,
    image: p.image,
    available: p.available,
    stock: p.stock,
    alcoholic: p.alcoholic,
    new: p.isNew,
    options: p.options,
  }));
  return { supplier_id: supplier.id, categories: outCats, products: outProducts };
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
  for (const r of rows) {
    let entry = byCity.get(r.cityId);
    if (!entry) {
      entry = { city: { id: r.cityId, name: r.city, suppliers: [] }, delivers: false };
      byCity.set(r.cityId, entry);
    }
    entry.city.suppliers.push(r.slug);
    entry.delivers ||= r.delivery || r.schedule;
  }
  return [...byCity.values()].filter((e) => e.delivers).map((e) => e.city);
}
