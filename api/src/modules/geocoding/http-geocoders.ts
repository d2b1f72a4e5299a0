import type { GeocodedPlace } from 'shared-contracts/schemas';
import { z } from 'zod';
import { GeocoderUnavailable, zonesBox, type GeocodeArea, type Geocoder } from './geocoder.ts';

/** What an HTTP geocoder needs from the deployment (api/README.md, "Geocoding"). */
export interface HttpGeocoderConfig {
  /** The service's origin (and path prefix, if any), without a trailing slash. */
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  /** Sent as `User-Agent`: public Nominatim servers refuse anonymous clients. */
  userAgent: string;
}

const MAX_PLACES = 5;

/** GET `url` as JSON within the timeout; any failure (network, status, body) is `GeocoderUnavailable`. */
async function getJson(url: URL, config: HttpGeocoderConfig): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': config.userAgent },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw new GeocoderUnavailable(
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${config.timeoutMs} ms`
        : `request failed: ${String(error)}`,
    );
  }
  if (!response.ok) throw new GeocoderUnavailable(`answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new GeocoderUnavailable('answered something that is not JSON');
  }
}

function parsed<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new GeocoderUnavailable('answered an unexpected shape');
  return result.data;
}

/** The instance's first delivering branch's address: any real geocoder finds a real branch. */
const branchExample = async (area: GeocodeArea) =>
  (area.branches.find((branch) => branch.delivers) ?? area.branches[0])?.address ?? null;

const nominatimAnswer = z.array(
  z.object({
    place_id: z.union([z.number(), z.string()]),
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
    display_name: z.string(),
  }),
);

/**
 * Nominatim's search API (OpenStreetMap; also served by LocationIQ and others, which take `key`):
 * `GET /search?q&format=jsonv2`, limited to the instance's country and biased to its delivery zones.
 */
export function nominatimGeocoder(config: HttpGeocoderConfig): Geocoder {
  return {
    async search(query, area) {
      const url = new URL(`${config.baseUrl}/search`);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', String(MAX_PLACES));
      url.searchParams.set('countrycodes', area.countryCode.toLowerCase());
      url.searchParams.set('accept-language', area.language);
      const box = zonesBox(area);
      if (box) url.searchParams.set('viewbox', `${box.west},${box.north},${box.east},${box.south}`);
      if (config.apiKey) url.searchParams.set('key', config.apiKey);
      const places = parsed(nominatimAnswer, await getJson(url, config));
      return places.slice(0, MAX_PLACES).map((place): GeocodedPlace => ({
        place_id: `nominatim:${place.place_id}`,
        formatted_address: place.display_name,
        latitude: place.lat,
        longitude: place.lon,
      }));
    },
    example: branchExample,
  };
}

const googleAnswer = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        place_id: z.string(),
        formatted_address: z.string(),
        geometry: z.object({
          location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
        }),
      }),
    )
    .default([]),
});

/**
 * Google's Geocoding API: `GET /maps/api/geocode/json?address&key`, limited to the instance's country and
 * biased to its delivery zones. `ZERO_RESULTS` is "not found"; any other status but `OK` (a refused key,
 * the quota) means the service could not answer.
 */
export function googleGeocoder(config: HttpGeocoderConfig): Geocoder {
  return {
    async search(query, area) {
      const url = new URL(`${config.baseUrl}/maps/api/geocode/json`);
      url.searchParams.set('address', query);
      url.searchParams.set('components', `country:${area.countryCode}`);
      url.searchParams.set('language', area.language);
      const box = zonesBox(area);
      if (box) url.searchParams.set('bounds', `${box.south},${box.west}|${box.north},${box.east}`);
      url.searchParams.set('key', config.apiKey ?? '');
      const answer = parsed(googleAnswer, await getJson(url, config));
      if (answer.status === 'ZERO_RESULTS') return [];
      if (answer.status !== 'OK') throw new GeocoderUnavailable(`answered status ${answer.status}`);
      return answer.results.slice(0, MAX_PLACES).map((result) => ({
        place_id: `google:${result.place_id}`,
        formatted_address: result.formatted_address,
        latitude: result.geometry.location.lat,
        longitude: result.geometry.location.lng,
      }));
    },
    example: branchExample,
  };
}

/**
 * Keeps each answer of `inner` for `ttlMs` (at most `max` of them, the oldest dropped first), so diners
 * typing the same address, or a retry, do not spend the service's quota again. Failures are not kept.
 */
export function cachedGeocoder(inner: Geocoder, { ttlMs, max }: { ttlMs: number; max: number }): Geocoder {
  const answers = new Map<string, { at: number; places: GeocodedPlace[] }>();
  return {
    async search(query, area) {
      const key = `${area.instanceId}\u0000${area.language}\u0000${query.trim().toLowerCase()}`;
      const kept = answers.get(key);
      if (kept && Date.now() - kept.at < ttlMs) return kept.places;
      const places = await inner.search(query, area);
      answers.delete(key);
      answers.set(key, { at: Date.now(), places });
      if (answers.size > max) answers.delete(answers.keys().next().value as string);
      return places;
    },
    example: (area) => inner.example(area),
  };
}
