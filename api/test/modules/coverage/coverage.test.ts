import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  citiesResponseSchema,
  coverageResponseSchema,
  searchLogResponseSchema,
  supplierAvailabilitySchema,
  supplierResponseSchema,
} from 'shared-contracts/schemas';
import { zones } from '../../../src/db/schema.ts';
import { kilometresBetween, ringHolds } from '../../../src/lib/coverage/geometry.ts';
import { customerIds, expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';

const api = useTestApi();
let ids: Record<string, number> = {};
beforeAll(async () => {
  ids = await customerIds(api, ['la-brasa', 'taqueria-lupita']);
});

const CERCANO = { lat: 4.6486, lon: -74.0628 };
const EXTENDIDO = { lat: 4.6686, lon: -74.0628 };
/** The Caribbean, off the Colombian coast. */
const SEA = { lat: 12.0, lon: -77.0 };

const availability = (customer: string, point: { lat: number; lon: number }, extra = '') =>
  request(
    api,
    `/api/v2/supplier_availability.json?customer_id=${ids[customer]}&lat=${point.lat}&lon=${point.lon}${extra}`,
  );

describe('coverage geometry', () => {
  it('reads rings and points as [lat, lon]', () => {
    // A triangle that is not symmetric in lat and lon: swapping the order anywhere changes the answer.
    const ring: [number, number][] = [
      [0, 0],
      [0, 10],
      [5, 0],
    ];
    expect(ringHolds(ring, 0.5, 8)).toBe(true);
    expect(ringHolds(ring, 8, 0.5)).toBe(false);
    expect(kilometresBetween([0, 0], [1, 0])).toBeCloseTo(111.2, 0);
  });
});

describe('GET /api/v2/supplier_availability.json', () => {
  it("finds la-brasa's 'Chapinero cercano' and 'Chapinero extendido' with their fee and minimum", async () => {
    const near = expectSchema(supplierAvailabilitySchema, (await availability('la-brasa', CERCANO)).json);
    expect(near.polygon).toMatchObject({
      name: 'Chapinero cercano',
      delivery_price: 5000,
      minimum_order_value: 20000,
      polygon_found: true,
    });
    expect(near.supplier_slug).toBe('chapinero');
    expect(near.polygon?.supplier_id).toBe(near.supplier_id);
    expect(near.ciudad_id).toEqual(expect.any(Number));
    const far = expectSchema(
      supplierAvailabilitySchema,
      (await availability('la-brasa', EXTENDIDO, '&service=schedule')).json,
    );
    expect(far.polygon).toMatchObject({
      name: 'Chapinero extendido',
      delivery_price: 8000,
      minimum_order_value: 30000,
    });
  });

  it('a point no zone holds answers no polygon and the nearest delivering branch', async () => {
    const res = await availability('la-brasa', SEA);
    expect(res.status).toBe(200);
    const body = expectSchema(supplierAvailabilitySchema, res.json);
    expect(body.polygon).toBeNull();
    expect(body.supplier_id).toBeNull();
    expect(body.nearest?.slug).toBe('el-poblado');
    expect(body.nearest?.distance_km).toBeGreaterThan(500);
    expect(body.nearest?.distance_km).toBeLessThan(800);
  });

  it('answers for the service asked: a branch without scheduled delivery is not offered for schedule', async () => {
    const roma = { lat: 19.4177, lon: -99.1617 };
    const delivery = expectSchema(
      supplierAvailabilitySchema,
      (await availability('taqueria-lupita', roma)).json,
    );
    expect(delivery.supplier_slug).toBe('roma-norte');
    const schedule = expectSchema(
      supplierAvailabilitySchema,
      (await availability('taqueria-lupita', roma, '&service=schedule')).json,
    );
    expect(schedule.polygon).toBeNull();
    expect(schedule.nearest).toBeNull();
  });

  it('one branch only when supplier_id is given; a branch of another instance is a 404', async () => {
    const usaquen = await availability('la-brasa', CERCANO, '&supplier_id=el-poblado');
    expect(expectSchema(supplierAvailabilitySchema, usaquen.json).polygon).toBeNull();
    expectApiError(
      await availability('la-brasa', CERCANO, '&supplier_id=roma-norte'),
      404,
      'supplier_not_found',
    );
  });

  it('refuses coordinates out of range or not numbers, an unknown service and an unknown instance', async () => {
    expectApiError(await availability('la-brasa', { lat: 91, lon: 0 }), 400);
    expectApiError(await availability('la-brasa', { lat: 0, lon: -180.5 }), 400);
    expectApiError(
      await request(api, `/api/v2/supplier_availability.json?customer_id=${ids['la-brasa']}&lat=abc&lon=1`),
      400,
    );
    expectApiError(
      await request(api, `/api/v2/supplier_availability.json?customer_id=${ids['la-brasa']}&lon=1`),
      400,
    );
    expectApiError(await availability('la-brasa', CERCANO, '&service=book'), 400);
    expectApiError(
      await request(api, '/api/v2/supplier_availability.json?customer_id=999999&lat=4.6&lon=-74'),
      404,
      'instance_not_found',
    );
  });
});

describe('GET /api/coverage', () => {
  it("lists the delivering branches' zones only", async () => {
    const res = await request(api, `/api/coverage?customer_id=${ids['la-brasa']}`);
    const { coverage } = expectSchema(coverageResponseSchema, res.json);
    expect(coverage.map((branch) => branch.slug)).toEqual(['chapinero', 'el-poblado']);
    expect(coverage[0]?.zones.map((zone) => zone.name)).toEqual(['Chapinero cercano', 'Chapinero extendido']);
    expect(coverage[0]?.zones[0]?.polygon[0]).toEqual([4.6386, -74.0728]);
  });
});

describe('POST /api/search_google_logs.json', () => {
  const log = (body: object, host = 'la-brasa.localhost') =>
    request(api, '/api/search_google_logs.json', { method: 'POST', host, body });

  it('records a search, with a branch of the instance', async () => {
    const chapinero = expectSchema(
      supplierResponseSchema,
      (await request(api, '/api/suppliers/chapinero.json', { host: 'la-brasa.localhost' })).json,
    ).supplier;
    const first = await log({
      search_google_log: { query: 'Calle 63 # 9-20', latitude: 4.65, longitude: -74.06 },
    });
    expect(first.status).toBe(201);
    const second = await log({ search_google_log: { query: 'Parque 93', supplier_id: chapinero.id } });
    expect(second.status).toBe(201);
    expect(expectSchema(searchLogResponseSchema, second.json).id).toBeGreaterThan(
      expectSchema(searchLogResponseSchema, first.json).id,
    );
  });

  it('refuses empty queries, bad coordinates and a branch of another instance, saving nothing', async () => {
    const before = await log({ search_google_log: { query: 'before' } });
    expectApiError(await log({ search_google_log: { query: '   ' } }), 400);
    expectApiError(await log({ search_google_log: { query: 'x', latitude: 120 } }), 400);
    expectApiError(
      await log({ search_google_log: { query: 'Roma', supplier_id: 999999 } }),
      404,
      'supplier_not_found',
    );
    const roma = expectSchema(
      supplierResponseSchema,
      (await request(api, '/api/suppliers/roma-norte.json', { host: 'taqueria-lupita.localhost' })).json,
    ).supplier;
    expectApiError(
      await log({ search_google_log: { query: 'Roma', supplier_id: roma.id } }),
      404,
      'supplier_not_found',
    );
    const after = await log({ search_google_log: { query: 'after' } });
    // Ids are a sequence: the refused calls took none, so nothing was inserted between the two.
    expect(expectSchema(searchLogResponseSchema, after.json).id).toBe(
      expectSchema(searchLogResponseSchema, before.json).id + 1,
    );
  });
});

describe('GET /api/v2/search_cities.json', () => {
  it('offers only the branches some zone lets deliver', async () => {
    const cities = async () =>
      expectSchema(
        citiesResponseSchema,
        (await request(api, `/api/v2/search_cities.json?customer_id=${ids['la-brasa']}`)).json,
      ).cities.map((city) => [city.name, city.suppliers]);
    expect(await cities()).toEqual([
      ['Bogotá', ['chapinero']],
      ['Medellín', ['el-poblado']],
    ]);
    const poblado = expectSchema(
      supplierResponseSchema,
      (await request(api, '/api/suppliers/el-poblado.json', { host: 'la-brasa.localhost' })).json,
    ).supplier;
    await api.app.db.delete(zones).where(eq(zones.supplierId, poblado.id));
    expect(await cities()).toEqual([['Bogotá', ['chapinero']]]);
  });
});
