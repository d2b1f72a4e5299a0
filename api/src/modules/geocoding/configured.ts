import type { Env } from '../../config/env.ts';
import { readDemoGazetteer } from './gazetteer.ts';
import { gazetteerGeocoder } from './gazetteer-geocoder.ts';
import type { Geocoder } from './geocoder.ts';
import { cachedGeocoder, googleGeocoder, nominatimGeocoder } from './http-geocoders.ts';

const DEFAULT_URLS = {
  nominatim: 'https://nominatim.openstreetmap.org',
  google: 'https://maps.googleapis.com',
} as const;

/** The geocoder this deployment configured (`GEOCODER`, `GEOCODER_URL`, `GEOCODER_API_KEY`, `GEOCODER_TIMEOUT_MS`). */
export function configuredGeocoder(
  env: Pick<Env, 'GEOCODER' | 'GEOCODER_URL' | 'GEOCODER_API_KEY' | 'GEOCODER_TIMEOUT_MS'>,
): Geocoder {
  if (env.GEOCODER === 'gazetteer') return gazetteerGeocoder(readDemoGazetteer());
  const config = {
    baseUrl: (env.GEOCODER_URL ?? DEFAULT_URLS[env.GEOCODER]).replace(/\/+$/, ''),
    apiKey: env.GEOCODER_API_KEY,
    timeoutMs: env.GEOCODER_TIMEOUT_MS,
    userAgent: 'mesa-white-label-api (delivery address search)',
  };
  const geocoder = env.GEOCODER === 'google' ? googleGeocoder(config) : nominatimGeocoder(config);
  return cachedGeocoder(geocoder, { ttlMs: 10 * 60_000, max: 500 });
}
