import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, suppliers, zones } from '../../db/schema.ts';
import type { GeocodeArea } from './geocoder.ts';

/** The instance's branches (with their city and whether they deliver) and its delivery zones, in order. */
export async function loadArea(
  db: Db,
  instance: { id: number; countryCode: string },
  language: string,
): Promise<GeocodeArea> {
  const branchRows = await db
    .select({
      address: suppliers.address,
      latitude: suppliers.latitude,
      longitude: suppliers.longitude,
      delivery: suppliers.serviceDelivery,
      schedule: suppliers.serviceSchedule,
      city: cities.name,
    })
    .from(suppliers)
    .innerJoin(cities, eq(cities.id, suppliers.cityId))
    .where(eq(suppliers.instanceId, instance.id))
    .orderBy(asc(suppliers.position));
  const zoneRows = await db
    .select({ name: zones.name, ring: zones.polygon, city: cities.name })
    .from(zones)
    .innerJoin(suppliers, eq(suppliers.id, zones.supplierId))
    .innerJoin(cities, eq(cities.id, suppliers.cityId))
    .where(eq(suppliers.instanceId, instance.id))
    .orderBy(asc(suppliers.position), asc(zones.position));
  return {
    instanceId: instance.id,
    countryCode: instance.countryCode.toUpperCase(),
    language,
    branches: branchRows.map(({ delivery, schedule, ...branch }) => ({
      ...branch,
      delivers: delivery || schedule,
    })),
    zones: zoneRows,
  };
}
