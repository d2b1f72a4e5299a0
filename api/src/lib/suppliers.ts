import { and, asc, eq, or } from 'drizzle-orm';
import type { Supplier, SupplierSummary } from 'shared-contracts/schemas';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { cities, suppliers } from '../db/schema.ts';
import { notFound } from './errors.ts';
import { type InstanceRef, requireInstanceBySlug } from './instance.ts';

/** A branch row with the name of its city. */
export type SupplierWithCity = typeof suppliers.$inferSelect & { city: string };

/** `{id}` of the branch paths: its slug or its numeric id. */
export const supplierIdParam = z.string().min(1).max(120);

const supplierWithCityColumns = { supplier: suppliers, city: cities.name };

function withCity(row: { supplier: typeof suppliers.$inferSelect; city: string }): SupplierWithCity {
  return { ...row.supplier, city: row.city };
}

export function countServices(supplier: {
  serviceDelivery: boolean;
  serviceTakeAway: boolean;
  serviceTable: boolean;
  serviceBook: boolean;
  serviceSchedule: boolean;
}): number {
  return [
    supplier.serviceDelivery,
    supplier.serviceTakeAway,
    supplier.serviceTable,
    supplier.serviceBook,
    supplier.serviceSchedule,
  ].filter(Boolean).length;
}

export function toSupplierSummary(supplier: SupplierWithCity): SupplierSummary {
  return {
    id: supplier.id,
    slug: supplier.slug,
    label: supplier.label,
    city: supplier.city,
    address: supplier.address,
    phone: supplier.phone,
    latitude: supplier.latitude,
    longitude: supplier.longitude,
    service_delivery: supplier.serviceDelivery,
    service_take_away: supplier.serviceTakeAway,
    service_table: supplier.serviceTable,
    service_book: supplier.serviceBook,
    service_schedule: supplier.serviceSchedule,
    service_room: supplier.serviceRoom,
    count_services: countServices(supplier),
    business_closed: supplier.businessClosed,
    kitchen_closed: supplier.kitchenClosed,
    delivery_paused: supplier.deliveryPaused,
  };
}

export function toSupplier(supplier: SupplierWithCity): Supplier {
  return {
    ...toSupplierSummary(supplier),
    description: supplier.description,
    timezone: supplier.timezone,
    locale: supplier.locale,
    has_cluvi_pay: supplier.hasCluviPay,
    on_table_class: supplier.onTableClass,
    minimum_order_value: supplier.minimumOrderValue,
    payment_methods: supplier.paymentMethods,
    banners: supplier.banners,
    booking: supplier.booking ?? null,
  };
}

/** Every branch of the instance, in fixture order. */
export async function listSupplierSummaries(db: Db, instanceId: number): Promise<SupplierSummary[]> {
  const rows = await db
    .select(supplierWithCityColumns)
    .from(suppliers)
    .innerJoin(cities, eq(cities.id, suppliers.cityId))
    .where(eq(suppliers.instanceId, instanceId))
    .orderBy(asc(suppliers.position));
  return rows.map((row) => toSupplierSummary(withCity(row)));
}

/** `idOrSlug`: the supplier's slug or numeric id, only within `instanceId`. */
export async function findSupplier(
  db: Db,
  instanceId: number,
  idOrSlug: string,
): Promise<SupplierWithCity | undefined> {
  const numericId = /^[0-9]{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : undefined;
  const match =
    numericId !== undefined
      ? or(eq(suppliers.id, numericId), eq(suppliers.slug, idOrSlug))
      : eq(suppliers.slug, idOrSlug);
  const rows = await db
    .select(supplierWithCityColumns)
    .from(suppliers)
    .innerJoin(cities, eq(cities.id, suppliers.cityId))
    .where(and(eq(suppliers.instanceId, instanceId), match))
    .orderBy(asc(suppliers.position));
  // A slug that looks like a number loses to the id it spells.
  const best = rows.find((row) => numericId !== undefined && row.supplier.id === numericId) ?? rows[0];
  return best ? withCity(best) : undefined;
}

/** The instance's branch `idOrSlug`, or a 404 `supplier_not_found`. */
export async function requireSupplier(
  db: Db,
  instance: InstanceRef,
  idOrSlug: string,
): Promise<SupplierWithCity> {
  const supplier = await findSupplier(db, instance.id, idOrSlug);
  if (!supplier) throw notFound('supplier_not_found', `No branch ${idOrSlug} in ${instance.slug}`);
  return supplier;
}

/**
 * The branch of a staff path (`/staff/instances/{slug}/branches/{branch}/…`) with its instance: 404
 * `instance_not_found` for an unknown slug, then `supplier_not_found` for a branch not of that instance.
 */
export async function requireBranchOfPath(
  db: Db,
  params: { slug: string; branch: string },
): Promise<{ instance: InstanceRef; branch: SupplierWithCity }> {
  const instance = await requireInstanceBySlug(db, params.slug);
  return { instance, branch: await requireSupplier(db, instance, params.branch) };
}
