import { beforeAll, describe, expect, it } from 'vitest';
import { geocodeExampleResponseSchema, geocodeResponseSchema } from 'shared-contracts/schemas';
import { customerIds, expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';
import { KNOWN_ADDRESS, KNOWN_POINT, useFakeGeocoder } from '../../support/fake-geocoder.ts';

// GEOCODER=nominatim against a local fake of Nominatim's search API.
const fake = useFakeGeocoder();
const api = useTestApi(() => ({
  GEOCODER: 'nominatim',
  GEOCODER_URL: `${fake.url()}/`,
  GEOCODER_API_KEY: undefined,
  // Long enough for the local fake on a busy machine; `slow` never answers, so it still times out.
  GEOCODER_TIMEOUT_MS: 3_000,
}));
let laBrasa = 0;
beforeAll(async () => {
  laBrasa = (await customerIds(api, ['la-brasa']))['la-brasa'] ?? 0;
});

const search = (q: string, headers: Record<string, string> = {}) =>
  request(api, `/api/geocode.json?customer_id=${laBrasa}&q=${encodeURIComponent(q)}`, { headers });

describe('GEOCODER=nominatim', () => {
  it("asks the service within the instance's country and zones, in the diner's language", async () => {
    const res = await search(KNOWN_ADDRESS, { lang: 'en' });
    expect(expectSchema(geocodeResponseSchema, res.json).places).toEqual([
      {
        place_id: 'nominatim:4242',
        formatted_address: 'Calle 63, Chapinero, Bogotá, Colombia',
        ...KNOWN_POINT,
      },
    ]);
    const asked = fake.seen.at(-1);
    expect(asked?.path).toBe('/search');
    expect(asked?.query).toMatchObject({
      q: KNOWN_ADDRESS,
      format: 'jsonv2',
      countrycodes: 'co',
      'accept-language': 'en',
      // West, north, east, south of la-brasa's zones (Bogotá and Medellín).
      viewbox: '-75.5818,6.2188,-74.0528,4.6386',
    });
    expect(asked?.userAgent).toMatch(/mesa/);
  });

  it('keeps an answer for a while: the same search is not sent twice', async () => {
    const before = fake.seen.length;
    await search(KNOWN_ADDRESS, { lang: 'en' });
    expect(fake.seen.length).toBe(before);
  });

  it('nothing found is an empty list', async () => {
    expect(expectSchema(geocodeResponseSchema, (await search('nothing')).json).places).toEqual([]);
  });

  it('a service that is down, slow or answers garbage is 502 geocoder_unavailable, never "not found"', async () => {
    for (const q of ['broken', 'slow', 'garbage']) {
      expectApiError(await search(q), 502, 'geocoder_unavailable');
    }
    // Failures are not kept: the next search asks again.
    const before = fake.seen.length;
    expectApiError(await search('broken'), 502, 'geocoder_unavailable');
    expect(fake.seen.length).toBe(before + 1);
  });

  it("shows the instance's first delivering branch's address as the example", async () => {
    const res = await request(api, `/api/geocode/example.json?customer_id=${laBrasa}`);
    expect(expectSchema(geocodeExampleResponseSchema, res.json)).toEqual({
      example: 'Carrera 13 # 63-20, Bogotá',
    });
  });
});
