import { beforeAll, describe, expect, it } from 'vitest';
import { geocodeResponseSchema } from 'shared-contracts/schemas';
import { matchPlaces, normalizeAddress } from '../src/modules/geocoding/geocoder.ts';
import { customerIds, expectApiError, expectSchema, request, useTestApi } from './helpers.ts';

const api = useTestApi();
let ids: Record<string, number> = {};
beforeAll(async () => {
  ids = await customerIds(api, ['la-brasa', 'taqueria-lupita']);
});

const geocode = (customer: string, q: string) =>
  request(api, `/api/geocode.json?customer_id=${ids[customer]}&q=${encodeURIComponent(q)}`);

describe('offline geocoder', () => {
  it('matches names inside the text, accents and punctuation aside, the most specific first', () => {
    expect(normalizeAddress('Bogotá, Calle 63 #9-20')).toBe('bogota calle 63 9 20');
    const places = [
      { id: 'a', name: 'Chapinero', formatted: 'Chapinero', latitude: 1, longitude: 1 },
      { id: 'b', name: 'Chapinero cercano', formatted: 'Chapinero cercano', latitude: 2, longitude: 2 },
    ];
    expect(matchPlaces('Cra 7, CHAPINERO Cercano', places).map((p) => p.place_id)).toEqual(['b', 'a']);
    expect(matchPlaces('Chapinerox', places)).toEqual([]);
    expect(matchPlaces('  ', places)).toEqual([]);
  });
});

describe('GET /api/geocode.json', () => {
  it("finds a zone of the instance's demo data at its centre, and a branch's address", async () => {
    const zone = expectSchema(
      geocodeResponseSchema,
      (await geocode('la-brasa', 'Calle 63 # 9-20, Chapinero cercano')).json,
    );
    expect(zone.places[0]).toMatchObject({ formatted_address: 'Chapinero cercano, Bogotá' });
    expect(zone.places[0]?.latitude).toBeCloseTo(4.6486, 4);
    expect(zone.places[0]?.longitude).toBeCloseTo(-74.0628, 4);
    const branch = expectSchema(
      geocodeResponseSchema,
      (await geocode('la-brasa', 'carrera 37 # 8a-32 medellin')).json,
    );
    expect(branch.places[0]?.formatted_address).toBe('Carrera 37 # 8A-32, Medellín, Medellín');
  });

  it("never answers another instance's places; nothing found is an empty list", async () => {
    expect(
      expectSchema(geocodeResponseSchema, (await geocode('taqueria-lupita', 'Chapinero cercano')).json)
        .places,
    ).toEqual([]);
    expect(
      expectSchema(geocodeResponseSchema, (await geocode('la-brasa', 'Atlantis 1234')).json).places,
    ).toEqual([]);
  });

  it('refuses an empty or absurd query', async () => {
    expectApiError(await geocode('la-brasa', '  '), 400);
    expectApiError(await geocode('la-brasa', 'x'.repeat(301)), 400);
  });
});
