import type { GeocodedPlace } from 'shared-contracts/schemas';

/**
 * Where an instance delivers: what a geocoder may use to find an address there (the country, the cities of
 * its branches, the delivery zones to prefer) and to say what address to show as the form's example.
 */
export interface GeocodeArea {
  instanceId: number;
  /** ISO 3166-1 alpha-2, upper case (`CO`). */
  countryCode: string;
  /** The answer's language, the diner's (`es`, `en`, `pt`). */
  language: string;
  /** The instance's branches, in their order, with their city. */
  branches: { address: string; city: string; latitude: number; longitude: number; delivers: boolean }[];
  /** The delivery zones (rings of [lat, lon]) with their city. */
  zones: { name: string; city: string; ring: [number, number][] }[];
}

/**
 * The adapter point for address search, chosen per deployment (`GEOCODER`, see api/README.md): the demo's
 * offline gazetteer by default, or an adapter of a geocoding HTTP API. Answers [lat, lon] in degrees,
 * best first, and an empty list for "not found"; throws `GeocoderUnavailable` when it could not ask.
 */
export interface Geocoder {
  search(query: string, area: GeocodeArea): Promise<GeocodedPlace[]>;
  /** An address this geocoder finds in the area, shown as the address form's example; null: show none. */
  example(area: GeocodeArea): Promise<string | null>;
}

/** The geocoding service could not answer (down, slow, refused the key): not the same as "not found". */
export class GeocoderUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'GeocoderUnavailable';
  }
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

/** The smallest box holding every zone, or null without zones: a geocoder's search area. */
export function zonesBox(
  area: GeocodeArea,
): { south: number; west: number; north: number; east: number } | null {
  const points = area.zones.flatMap((zone) => zone.ring);
  if (points.length === 0) return null;
  const lats = points.map(([lat]) => lat);
  const lons = points.map(([, lon]) => lon);
  return {
    south: Math.min(...lats),
    west: Math.min(...lons),
    north: Math.max(...lats),
    east: Math.max(...lons),
  };
}
