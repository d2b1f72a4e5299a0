import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import distance from '@turf/distance';
import { point, polygon } from '@turf/helpers';

/** A ring as the fixtures store it: [lat, lon] pairs. */
export type LatLonRing = [number, number][];

/** GeoJSON wants [lon, lat]; our rings and requests are [lat, lon]. */
const toGeoJson = ([lat, lon]: [number, number]): [number, number] => [lon, lat];

/** Whether the ring (closed or not) holds the point, its border included. */
export function ringHolds(ring: LatLonRing, lat: number, lon: number): boolean {
  if (ring.length < 3) return false;
  const first = ring[0] as [number, number];
  const last = ring[ring.length - 1] as [number, number];
  const closed = first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
  return booleanPointInPolygon(point(toGeoJson([lat, lon])), polygon([closed.map(toGeoJson)]));
}

/** Great-circle distance in kilometres between two [lat, lon] points. */
export function kilometresBetween(from: [number, number], to: [number, number]): number {
  return distance(point(toGeoJson(from)), point(toGeoJson(to)), { units: 'kilometers' });
}
