import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, suppliers, zones } from '../../db/schema.ts';
import { matchPlaces, type Geocoder, type NamedPlace } from './geocoder.ts';

/** The middle of a ring's points (enough for the small zones of the demo data). */
function centre(ring: [number, number][]): [number, number] {
  const points = ring.length > 1 ? ring.slice(0, -1) : ring;
  const sum = points.reduce(([lat, lon], [pLat, pLon]) => [lat + pLat, lon + pLon], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}

/** The instance's branch addresses and its delivery zones, as places. */
async function demoPlaces(db: Db, instanceId: number): Promise<NamedPlace[]> {
  const branchRows = await db
    .select({
      id: suppliers.id,
      address: suppliers.address,
      latitude: suppliers.latitude,
      longitude: suppliers.longitude,
      city: cities.name,
    })
    .from(suppliers)
    .innerJoin(cities, eq(cities.id, suppliers.cityId))
    .where(eq(suppliers.instanceId, instanceId))
    .orderBy(asc(suppliers.position));
  const zoneRows = await db
    .select({ id: zones.id, name: zones.name, polygon: zones.polygon, city: cities.name })
    .from(zones)
    .innerJoin(suppliers, eq(suppliers.id, zones.supplierId))
    .innerJoin(cities, eq(cities.id, suppliers.cityId))
    .where(eq(suppliers.instanceId, instanceId))
    .orderBy(asc(zones.id));
  return [
    ...branchRows.map((row) => ({
      id: `branch:${row.id}`,
      name: row.address,
      formatted: `${row.address}, ${row.city}`,
      latitude: row.latitude,
      longitude: row.longitude,
    })),
    ...zoneRows.map((row) => {
      const [latitude, longitude] = centre(row.polygon);
      return {
        id: `zone:${row.id}`,
        name: row.name,
        formatted: `${row.name}, ${row.city}`,
        latitude,
        longitude,
      };
    }),
  ];
}

/** The default geocoder: no outside service, only the places of the instance's own data. */
export const offlineGeocoder = (db: Db): Geocoder => ({
  search: async (query, instanceId) => matchPlaces(query, await demoPlaces(db, instanceId)),
});
