import type { GeocodedPlace } from 'shared-contracts/schemas';
import { ringHolds } from '../../lib/coverage/geometry.ts';
import { gazetteerCity, locateInCity, namesCity, type GazetteerCity } from './gazetteer.ts';
import { matchPlaces, type GeocodeArea, type Geocoder, type NamedPlace } from './geocoder.ts';

/** The middle of a ring's points (enough for the small zones of the demo data). */
function centre(ring: [number, number][]): [number, number] {
  const points = ring.length > 1 ? ring.slice(0, -1) : ring;
  const sum = points.reduce(([lat, lon], [pLat, pLon]) => [lat + pLat, lon + pLon], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}

/** The instance's own places a diner may name: its branches' addresses and its zones (at their centre). */
function ownPlaces(area: GeocodeArea): NamedPlace[] {
  return [
    ...area.branches.map((branch, index) => ({
      id: `branch:${area.instanceId}:${index}`,
      name: branch.address,
      formatted: branch.address.includes(branch.city) ? branch.address : `${branch.address}, ${branch.city}`,
      latitude: branch.latitude,
      longitude: branch.longitude,
    })),
    ...area.zones.map((zone, index) => {
      const [latitude, longitude] = centre(zone.ring);
      return {
        id: `zone:${area.instanceId}:${index}`,
        name: zone.name,
        formatted: `${zone.name}, ${zone.city}`,
        latitude,
        longitude,
      };
    }),
  ];
}

/** The gazetteer's cities where the instance has a branch, delivering ones first. */
function citiesOf(gazetteer: readonly GazetteerCity[], area: GeocodeArea): GazetteerCity[] {
  const names = [
    ...area.branches.filter((branch) => branch.delivers).map((branch) => branch.city),
    ...area.branches.map((branch) => branch.city),
  ];
  const found = names.map((name) => gazetteerCity(gazetteer, name)).filter((city) => city !== undefined);
  return [...new Set(found)];
}

const inZones = (area: GeocodeArea, place: GeocodedPlace) =>
  area.zones.some((zone) => ringHolds(zone.ring, place.latitude, place.longitude));

/**
 * The offline geocoder: a street address in one of the instance's cities (the gazetteer's grid or named
 * streets; a city the text names, by itself or by a neighbourhood, first, then a place inside a delivery
 * zone), then the instance's own places named in the text (a branch's address, a zone's name).
 */
export function gazetteerGeocoder(gazetteer: readonly GazetteerCity[]): Geocoder {
  return {
    async search(query, area) {
      const candidates = citiesOf(gazetteer, area).flatMap((city) => {
        const place = locateInCity(city, query);
        return place ? [{ place, named: namesCity(city, query), covered: inZones(area, place) }] : [];
      });
      const streets = candidates
        .map((candidate, order) => ({ ...candidate, order }))
        .sort(
          (a, b) =>
            Number(b.named) - Number(a.named) || Number(b.covered) - Number(a.covered) || a.order - b.order,
        )
        .map(({ place }) => place);
      const named = matchPlaces(query, ownPlaces(area)).filter(
        (place) => !streets.some((street) => street.formatted_address === place.formatted_address),
      );
      return [...streets, ...named];
    },
    async example(area) {
      return citiesOf(gazetteer, area).find((city) => city.example !== null)?.example ?? null;
    },
  };
}
