import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { CoverageService, SupplierAvailability } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { suppliers, zones } from '../../db/schema.ts';
import { kilometresBetween, ringHolds } from './geometry.ts';

// Which branch and zone deliver to a point: the coverage calls answer it, and a delivery order is
// priced by it (its fee and minimum are the zone's, never the client's).

type Branch = Pick<
  typeof suppliers.$inferSelect,
  'id' | 'slug' | 'label' | 'latitude' | 'longitude' | 'cityId' | 'serviceDelivery' | 'serviceSchedule'
>;

const offers = (branch: Branch, service: CoverageService) =>
  service === 'schedule' ? branch.serviceSchedule : branch.serviceDelivery;

/** The instance's branches that deliver or schedule, in their order (one of them when `onlyId` is set). */
export async function deliveringBranches(db: Db, instanceId: number, onlyId?: number): Promise<Branch[]> {
  return db
    .select({
      id: suppliers.id,
      slug: suppliers.slug,
      label: suppliers.label,
      latitude: suppliers.latitude,
      longitude: suppliers.longitude,
      cityId: suppliers.cityId,
      serviceDelivery: suppliers.serviceDelivery,
      serviceSchedule: suppliers.serviceSchedule,
    })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.instanceId, instanceId),
        or(eq(suppliers.serviceDelivery, true), eq(suppliers.serviceSchedule, true)),
        onlyId === undefined ? undefined : eq(suppliers.id, onlyId),
      ),
    )
    .orderBy(asc(suppliers.position));
}

export async function zonesOf(db: Db, branchIds: number[]) {
  if (branchIds.length === 0) return [];
  return db
    .select()
    .from(zones)
    .where(inArray(zones.supplierId, branchIds))
    .orderBy(asc(zones.supplierId), asc(zones.position));
}

/**
 * The first zone (branch order, then zone order) holding the point among the branches offering
 * `service`; when none does, the nearest of those branches.
 */
export async function findAvailability(
  db: Db,
  instanceId: number,
  service: CoverageService,
  [lat, lon]: [number, number],
  onlyBranchId?: number,
): Promise<SupplierAvailability> {
  const branches = (await deliveringBranches(db, instanceId, onlyBranchId)).filter((branch) =>
    offers(branch, service),
  );
  const byId = new Map(branches.map((branch) => [branch.id, branch]));
  const zoneRows = await zonesOf(db, [...byId.keys()]);
  for (const branch of branches) {
    const zone = zoneRows.find((row) => row.supplierId === branch.id && ringHolds(row.polygon, lat, lon));
    if (zone) {
      return {
        polygon: {
          id: zone.id,
          name: zone.name,
          active: true,
          delivery_price: zone.deliveryPrice,
          minimum_order_value: zone.minimumOrderValue,
          supplier_id: branch.id,
          polygon_found: true,
        },
        supplier_id: branch.id,
        supplier_slug: branch.slug,
        ciudad_id: branch.cityId,
        nearest: null,
      };
    }
  }
  const nearest = branches
    .map((branch) => ({ branch, km: kilometresBetween([lat, lon], [branch.latitude, branch.longitude]) }))
    .sort((a, b) => a.km - b.km)[0];
  return {
    polygon: null,
    supplier_id: null,
    supplier_slug: null,
    ciudad_id: null,
    nearest: nearest
      ? {
          supplier_id: nearest.branch.id,
          slug: nearest.branch.slug,
          label: nearest.branch.label,
          // One decimal is what a diner reads; more would pretend a precision the branch point lacks.
          distance_km: Math.round(nearest.km * 10) / 10,
        }
      : null,
  };
}
