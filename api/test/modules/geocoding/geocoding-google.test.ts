import { beforeAll, describe, expect, it } from 'vitest';
import { geocodeResponseSchema } from 'shared-contracts/schemas';
import { parseEnv } from '../../../src/config/env.ts';
import { GeocoderUnavailable } from '../../../src/modules/geocoding/geocoder.ts';
import { googleGeocoder } from '../../../src/modules/geocoding/http-geocoders.ts';
import { customerIds, expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import { FAKE_KEY, KNOWN_ADDRESS, KNOWN_POINT, useFakeGeocoder } from '../../support/fake-geocoder.ts';

// GEOCODER=google against a local fake of Google's Geocoding API.
const fake = useFakeGeocoder();
const api = useTestApi(() => ({
  GEOCODER: 'google',
  GEOCODER_URL: fake.url(),
  GEOCODER_API_KEY: FAKE_KEY,
  // Long enough for the local fake on a busy machine; `slow` never answers, so it still times out.
  GEOCODER_TIMEOUT_MS: 3_000,
}));
let lupita = 0;
beforeAll(async () => {
  lupita = (await customerIds(api, ['taqueria-lupita']))['taqueria-lupita'] ?? 0;
});

const search = (q: string) =>
  request(api, `/api/geocode.json?customer_id=${lupita}&q=${encodeURIComponent(q)}`);

describe('GEOCODER=google', () => {
  it("asks the service with the key, within the instance's country and bounded by its zones", async () => {
    const res = await search(KNOWN_ADDRESS);
    expect(expectSchema(geocodeResponseSchema, res.json).places).toEqual([
      { place_id: 'google:ChIJfake', formatted_address: 'Cl. 63 #9-20, Bogotá, Colombia', ...KNOWN_POINT },
    ]);
    expect(fake.seen.at(-1)?.query).toMatchObject({
      address: KNOWN_ADDRESS,
      key: FAKE_KEY,
      components: 'country:MX',
      language: 'es',
      bounds: '19.4077,-99.1717|19.4277,-99.1517',
    });
  });

  it('ZERO_RESULTS is "not found"; a dead or slow service is 502 geocoder_unavailable', async () => {
    expect(expectSchema(geocodeResponseSchema, (await search('nothing')).json).places).toEqual([]);
    expectApiError(await search('broken'), 502, 'geocoder_unavailable');
    expectApiError(await search('slow'), 502, 'geocoder_unavailable');
  });

  it('a refused key is the service being unavailable', async () => {
    const wrongKey = googleGeocoder({
      baseUrl: fake.url(),
      apiKey: 'wrong',
      timeoutMs: 3_000,
      userAgent: 'test',
    });
    const area = { instanceId: lupita, countryCode: 'MX', language: 'es', branches: [], zones: [] };
    await expect(wrongKey.search(KNOWN_ADDRESS, area)).rejects.toBeInstanceOf(GeocoderUnavailable);
  });

  it('will not start without a key', () => {
    expect(() => parseEnv({ GEOCODER: 'google' })).toThrow(/GEOCODER_API_KEY/);
    expect(() => parseEnv({ GEOCODER: 'yahoo' })).toThrow(/GEOCODER/);
  });
});
