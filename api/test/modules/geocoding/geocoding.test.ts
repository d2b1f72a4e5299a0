import { beforeAll, describe, expect, it } from 'vitest';
import {
  geocodeExampleResponseSchema,
  geocodeResponseSchema,
  supplierAvailabilitySchema,
} from 'shared-contracts/schemas';
import {
  locateInCity,
  parseGridAddress,
  readDemoGazetteer,
  gazetteerCity,
} from '../../../src/modules/geocoding/gazetteer.ts';
import { matchPlaces, normalizeAddress } from '../../../src/modules/geocoding/geocoder.ts';
import { customerIds, expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';

const api = useTestApi();
const INSTANCES = ['la-brasa', 'taqueria-lupita', 'zumeria-tropical', 'hotel-mirador'];
let ids: Record<string, number> = {};
beforeAll(async () => {
  ids = await customerIds(api, INSTANCES);
});

const geocode = async (customer: string, q: string) =>
  expectSchema(
    geocodeResponseSchema,
    (await request(api, `/api/geocode.json?customer_id=${ids[customer]}&q=${encodeURIComponent(q)}`)).json,
  ).places;

/** The zone (and branch) that delivers to a point, as the coverage call answers it. */
async function zoneAt(customer: string, latitude: number, longitude: number) {
  const res = await request(
    api,
    `/api/v2/supplier_availability.json?customer_id=${ids[customer]}&service=delivery&lat=${latitude}&lon=${longitude}`,
  );
  const found = expectSchema(supplierAvailabilitySchema, res.json);
  return found.polygon ? `${found.supplier_slug}/${found.polygon.name}` : null;
}

describe('place names', () => {
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

describe('the demo gazetteer', () => {
  const gazetteer = readDemoGazetteer();
  const bogota = gazetteerCity(gazetteer, 'Bogota');

  it('reads Colombian addresses however they are written', () => {
    for (const written of [
      'Calle 63 # 9-20',
      'calle 63 #9-20',
      'Cl. 63 No. 9-20',
      'CALLE 63 N° 9 - 20, Chapinero',
      'Cll 63 9 20',
      'Avenida Calle 63 # 9-20',
    ]) {
      expect(parseGridAddress(written), written).toMatchObject({
        axis: 'calle',
        street: { value: 63, letter: '', bis: false, suffix: null },
        cross: { value: 9 },
        metres: 20,
      });
    }
    expect(parseGridAddress('Carrera 37 # 8A-32')).toMatchObject({
      axis: 'carrera',
      street: { value: 37 },
      cross: { value: 8, letter: 'A' },
      metres: 32,
    });
    expect(parseGridAddress('Kr 7 Bis # 63-05')).toMatchObject({ street: { value: 7, bis: true } });
    expect(parseGridAddress('Avenida 9N # 15-20')).toMatchObject({
      axis: 'avenida',
      street: { value: 9, suffix: 'n' },
      cross: { value: 15 },
    });
    expect(parseGridAddress('Chapinero')).toBeNull();
    expect(parseGridAddress('Calle 63')).toBeNull();
  });

  it("puts the demo branches' own addresses where the demo data has them", () => {
    for (const [instance, branchCity, address, latitude, longitude] of [
      ['la-brasa', 'Bogotá', 'Carrera 13 # 63-20', 4.6486, -74.0628],
      ['la-brasa', 'Bogotá', 'Calle 119 # 6-24', 4.6953, -74.031],
      ['la-brasa', 'Medellín', 'Carrera 37 # 8A-32', 6.2088, -75.5718],
      ['zumeria-tropical', 'Cali', 'Avenida 9N # 15-20', 3.4604, -76.5311],
      ['zumeria-tropical', 'Cali', 'Calle 5 # 34-10', 3.4297, -76.5408],
      ['taqueria-lupita', 'Ciudad de México', 'Calle Orizaba 101', 19.4177, -99.1617],
    ] as const) {
      const city = gazetteerCity(gazetteer, branchCity);
      expect(city, `${instance}: ${branchCity}`).toBeDefined();
      const place = city ? locateInCity(city, address) : null;
      expect(place?.latitude, address).toBeCloseTo(latitude, 3);
      expect(place?.longitude, address).toBeCloseTo(longitude, 3);
    }
  });

  it("answers nothing outside a city's grid, or for a sector the city does not have", () => {
    expect(bogota && locateInCity(bogota, 'Calle 999 # 1-1')).toBeNull();
    expect(bogota && locateInCity(bogota, 'Calle 10 Sur # 5-20')).toBeNull();
    expect(bogota && locateInCity(bogota, 'Avenida 68 # 10-20')).toBeNull();
    // "N" where the city has no north sector is only the number's mark.
    expect(bogota && locateInCity(bogota, 'Calle 63 N 9-20')?.formatted_address).toBe(
      'Calle 63 # 9-20, Bogotá',
    );
  });
});

describe('GET /api/geocode.json (the gazetteer)', () => {
  it("finds the form's own example inside a delivery zone of every demo instance that delivers", async () => {
    for (const [instance, zone] of [
      ['la-brasa', 'chapinero/Chapinero cercano'],
      ['zumeria-tropical', 'san-fernando/Sur de Cali'],
      ['taqueria-lupita', 'roma-norte/Roma y Condesa'],
    ] as const) {
      const { example } = expectSchema(
        geocodeExampleResponseSchema,
        (await request(api, `/api/geocode/example.json?customer_id=${ids[instance]}`)).json,
      );
      expect(example, instance).not.toBeNull();
      const [place] = await geocode(instance, example ?? '');
      expect(place, `${instance}: ${example}`).toBeDefined();
      expect(await zoneAt(instance, place?.latitude ?? 0, place?.longitude ?? 0)).toBe(zone);
    }
    // An instance that delivers nowhere has no example to show.
    expect(
      (await request(api, `/api/geocode/example.json?customer_id=${ids['hotel-mirador']}`)).json,
    ).toEqual({ example: null });
  });

  it('resolves typed street addresses to the zone that holds them', async () => {
    for (const [instance, address, zone] of [
      ['la-brasa', 'Calle 63 # 9-20, Chapinero', 'chapinero/Chapinero cercano'],
      ['la-brasa', 'Calle 85 # 15-20, Chicó', 'chapinero/Chapinero extendido'],
      ['la-brasa', 'Calle 10 # 40-15, El Poblado', 'el-poblado/El Poblado'],
      ['zumeria-tropical', 'Calle 5 # 38-20, San Fernando', 'san-fernando/Sur de Cali'],
      ['zumeria-tropical', 'Calle 19N # 6-30, Granada', 'granada/Norte de Cali'],
      ['taqueria-lupita', 'Calle Córdoba 120, Roma Norte', 'roma-norte/Roma y Condesa'],
    ] as const) {
      const [place] = await geocode(instance, address);
      expect(place, address).toBeDefined();
      expect(await zoneAt(instance, place?.latitude ?? 0, place?.longitude ?? 0), address).toBe(zone);
    }
  });

  it('prefers the city the text names (or a neighbourhood of it), then a place a zone covers', async () => {
    // Both of la-brasa's cities have a "Calle 10 # 40-15": El Poblado names Medellín.
    const [medellin] = await geocode('la-brasa', 'Calle 10 # 40-15, El Poblado');
    expect(medellin?.formatted_address).toBe('Calle 10 # 40-15, Medellín');
    const [bogota] = await geocode('la-brasa', 'Calle 10 # 40-15, Bogotá');
    expect(bogota?.formatted_address).toBe('Calle 10 # 40-15, Bogotá');
    // Named nowhere: the one a zone covers comes first.
    const [covered] = await geocode('la-brasa', 'Calle 63 # 9-20');
    expect(covered?.formatted_address).toBe('Calle 63 # 9-20, Bogotá');
  });

  it("still finds a zone by its name and a branch's address", async () => {
    const [zone] = await geocode('la-brasa', 'Chapinero cercano');
    expect(zone).toMatchObject({ formatted_address: 'Chapinero cercano, Bogotá' });
    expect(zone?.latitude).toBeCloseTo(4.6486, 4);
    expect(zone?.longitude).toBeCloseTo(-74.0628, 4);
    const [branch] = await geocode('la-brasa', 'carrera 37 # 8a-32 medellin');
    expect(branch?.formatted_address).toBe('Carrera 37 # 8A-32, Medellín');
  });

  it("never answers another instance's places; nothing found is an empty list", async () => {
    expect(await geocode('taqueria-lupita', 'Chapinero cercano')).toEqual([]);
    expect(await geocode('taqueria-lupita', 'Calle 63 # 9-20, Chapinero')).toEqual([]);
    expect(await geocode('la-brasa', 'Atlantis 1234')).toEqual([]);
    expect(await geocode('la-brasa', 'Calle 999 # 1-1, Atlantis')).toEqual([]);
  });

  it('refuses an empty or absurd query', async () => {
    const ask = (q: string) =>
      request(api, `/api/geocode.json?customer_id=${ids['la-brasa']}&q=${encodeURIComponent(q)}`);
    expectApiError(await ask('  '), 400);
    expectApiError(await ask('x'.repeat(301)), 400);
  });

  it('counts the query in characters as a person sees them, not UTF-16 units', async () => {
    const ask = (q: string) =>
      request(api, `/api/geocode.json?customer_id=${ids['la-brasa']}&q=${encodeURIComponent(q)}`);
    const HOUSE = '🏠'; // two UTF-16 units
    // 300 emoji are 600 units but 300 characters: taken, as the search log takes the same text.
    expect((await ask(HOUSE.repeat(300))).status).toBe(200);
    expectApiError(await ask(HOUSE.repeat(301)), 400);
    // Two emoji are four units but two characters: too short to search.
    expectApiError(await ask(` ${HOUSE}${HOUSE} `), 400);
    const [place] = await geocode('la-brasa', `Calle 63 # 9-20, Chapinero ${HOUSE.repeat(150)}`);
    expect(place?.formatted_address).toBe('Calle 63 # 9-20, Bogotá');
  });
});
