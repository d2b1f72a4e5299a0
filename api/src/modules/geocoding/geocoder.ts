import type { GeocodedPlace } from 'shared-contracts/schemas';

/**
 * The adapter point for address search. The default (`offlineGeocoder`) knows only the demo data's places;
 * a real geocoder (Google, Mapbox, Nominatim…) implements this and is passed to `geocodingRoutes` as
 * `{ geocoder }` in `app.ts`. It must answer [lat, lon] in degrees and never throw for "not found".
 */
export interface Geocoder {
  search(query: string, instanceId: number): Promise<GeocodedPlace[]>;
}

/** A known place with its name in the words a diner types. */
export interface NamedPlace {
  id: string;
  name: string;
  formatted: string;
  latitude: number;
  longitude: number;
}

/** Lower case, no accents, punctuation as spaces: "Bogotá, Calle 63" and "bogota calle 63" compare equal. */
export function normalizeAddress(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The places whose name is in the query or holds the whole query, longest name first (the most
 * specific place wins).
 */
export function matchPlaces(query: string, places: readonly NamedPlace[]): GeocodedPlace[] {
  const text = ` ${normalizeAddress(query)} `;
  if (text.trim().length < 3) return [];
  return places
    .map((place) => ({ place, name: normalizeAddress(place.name) }))
    .filter(({ name }) => name.length >= 3 && (text.includes(` ${name} `) || name.includes(text.trim())))
    .sort((a, b) => b.name.length - a.name.length)
    .map(({ place }) => ({
      place_id: place.id,
      formatted_address: place.formatted,
      latitude: place.latitude,
      longitude: place.longitude,
    }));
}
