import { beforeAll, describe, expect, it } from 'vitest';
import { citiesResponseSchema, menuSchema, supplierResponseSchema } from 'shared-contracts/schemas';
import { customerIds, expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';

const api = useTestApi();
let ids: Record<string, number> = {};
beforeAll(async () => {
  ids = await customerIds(api, ['la-brasa', 'taqueria-lupita', 'hotel-mirador', 'zumeria-tropical']);
});

describe('GET /api/suppliers/{id}.json', () => {
  it('by slug and by numeric id on the instance host', async () => {
    const bySlug = await request(api, '/api/suppliers/chapinero.json', { host: 'la-brasa.localhost' });
    expect(bySlug.status).toBe(200);
    const s = expectSchema(supplierResponseSchema, bySlug.json).supplier;
    expect(s.slug).toBe('chapinero');
    expect(s.city).toBe('Bogotá');
    expect(s.minimum_order_value).toBeNull();
    expect(s.booking).toEqual({ slot_minutes: 30, seats_per_slot: 20, max_party: 10 });
    const byId = await request(api, `/api/suppliers/${s.id}.json`, { host: 'la-brasa.localhost' });
    expect(expectSchema(supplierResponseSchema, byId.json).supplier).toEqual(s);
  });

  it('plain localhost serves the default instance; customer_id header picks another', async () => {
    const def = await request(api, '/api/suppliers/usaquen.json');
    expect(expectSchema(supplierResponseSchema, def.json).supplier.minimum_order_value).toBe(20000);
    const lupita = await request(api, '/api/suppliers/roma-norte.json', {
      headers: { customer_id: String(ids['taqueria-lupita']) },
    });
    expect(lupita.status).toBe(200);
    expect(expectSchema(supplierResponseSchema, lupita.json).supplier.on_table_class).toBe(
      'checkout_no_incremental',
    );
  });

  it("another instance's supplier is a 404", async () => {
    const res = await request(api, '/api/suppliers/roma-norte.json', { host: 'la-brasa.localhost' });
    expectApiError(res, 404, 'supplier_not_found');
    const lupita = await request(api, '/api/suppliers/roma-norte.json', {
      host: 'taqueria-lupita.localhost',
    });
    const romaId = expectSchema(supplierResponseSchema, lupita.json).supplier.id;
    const byId = await request(api, `/api/suppliers/${romaId}.json`, { host: 'la-brasa.localhost' });
    expectApiError(byId, 404, 'supplier_not_found');
    expectApiError(await request(api, '/api/suppliers/nope.json'), 404, 'supplier_not_found');
    expectApiError(await request(api, '/api/suppliers/chapinero'), 404, 'not_found');
  });

  it('customer_id inconsistent with the host is a 400; unknown or malformed ids are rejected', async () => {
    const mismatch = await request(api, '/api/suppliers/chapinero.json', {
      host: 'la-brasa.localhost',
      headers: { customer_id: String(ids['taqueria-lupita']) },
    });
    expectApiError(mismatch, 400, 'instance_mismatch');
    const consistent = await request(api, '/api/suppliers/chapinero.json', {
      host: 'la-brasa.localhost',
      headers: { customer_id: String(ids['la-brasa']) },
    });
    expect(consistent.status).toBe(200);
    const unknown = await request(api, '/api/suppliers/chapinero.json', {
      headers: { customer_id: '99999' },
    });
    expectApiError(unknown, 404, 'instance_not_found');
    const bad = await request(api, '/api/suppliers/chapinero.json', { headers: { customer_id: 'abc' } });
    expectApiError(bad, 400, 'bad_request');
    const publicHost = await request(api, '/api/suppliers/chapinero.json', { host: 'example.com' });
    expectApiError(publicHost, 404, 'instance_not_found');
  });
});

describe('GET /api/suppliers/{id}/menu.json', () => {
  it('chapinero menu: fixture order, prices, options, availability, defaults', async () => {
    const res = await request(api, '/api/suppliers/chapinero/menu.json', { host: 'la-brasa.localhost' });
    expect(res.status).toBe(200);
    const menu = expectSchema(menuSchema, res.json);
    expect(menu.categories.map((c) => c.slug)).toEqual(['entradas', 'platos-fuertes', 'bebidas', 'postres']);
    expect(menu.categories[1]?.subcategories.map((s) => s.slug)).toEqual(['carnes', 'pollo']);
    expect(menu.products.map((p) => p.slug)).toEqual([
      'empanadas',
      'patacon',
      'sopa-del-dia',
      'bandeja-paisa',
      'churrasco',
      'pollo-cuarto',
      'pollo-entero',
      'limonada-coco',
      'gaseosa',
      'cerveza-club',
      'michelada',
      'postre-del-dia',
      'tres-leches',
    ]);
    const by = Object.fromEntries(menu.products.map((p) => [p.slug, p]));
    expect(by['bandeja-paisa']).toMatchObject({
      label: 'Bandeja paisa',
      price: 38000,
      promo: null,
      stock: null,
      available: true,
      alcoholic: false,
      new: false,
      subcategory: 'carnes',
      options: [],
      image: `http://localhost:${api.port}/images/bandeja-paisa.svg`,
    });
    expect(by['empanadas']?.subcategory).toBeNull();
    expect(by['sopa-del-dia']?.available).toBe(false);
    expect(by['cerveza-club']?.alcoholic).toBe(true);
    expect(by['postre-del-dia']).toMatchObject({ stock: 3, new: true });
    expect(by['tres-leches']).toMatchObject({ price: 11000, promo: 9000 });
    const churrasco = by['churrasco'];
    expect(churrasco?.price).toBe(45000);
    expect(churrasco?.options.map((o) => o.slug)).toEqual(['termino', 'acompanamiento', 'adiciones']);
    expect(churrasco?.options[0]).toMatchObject({ required: true, min: 1, max: 1 });
    expect(churrasco?.options[2]).toMatchObject({ required: false, min: 0, max: 2 });
    expect(churrasco?.options[2]?.choices.find((c) => c.slug === 'chorizo')?.price).toBe(6000);
    const ids = new Set(menu.products.map((p) => p.id));
    expect(ids.size).toBe(menu.products.length);
  });

  it('decimal prices survive (hotel-mirador, PEN)', async () => {
    const res = await request(api, '/api/suppliers/miraflores/menu.json', {
      host: 'hotel-mirador.localhost',
    });
    const menu = expectSchema(menuSchema, res.json);
    expect(menu.products.find((p) => p.slug === 'ceviche')?.price).toBe(48.5);
    expect(menu.products.find((p) => p.slug === 'lomo-saltado')?.promo).toBe(45);
  });

  it('ETag and 304', async () => {
    const first = await request(api, '/api/suppliers/chapinero/menu.json');
    const etag = first.headers['etag'];
    expect(typeof etag).toBe('string');
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await request(api, '/api/suppliers/chapinero/menu.json', {
      headers: { 'if-none-match': String(etag) },
    });
    expect(second.status).toBe(304);
    expect(second.text).toBe('');
  });

  it("another instance's menu is a 404", async () => {
    const res = await request(api, '/api/suppliers/roma-norte/menu.json', { host: 'la-brasa.localhost' });
    expectApiError(res, 404, 'supplier_not_found');
  });
});

describe('GET /api/v2/search_cities.json', () => {
  it('la-brasa: Bogotá (chapinero; usaquen does not deliver) and Medellín (el-poblado)', async () => {
    const res = await request(api, `/api/v2/search_cities.json?customer_id=${ids['la-brasa']}`);
    expect(res.status).toBe(200);
    const { cities } = expectSchema(citiesResponseSchema, res.json);
    expect(cities.map((c) => [c.name, c.suppliers])).toEqual([
      ['Bogotá', ['chapinero']],
      ['Medellín', ['el-poblado']],
    ]);
  });

  it('zumeria-tropical: one city, Cali, with both its delivering branches in their order', async () => {
    const res = await request(api, `/api/v2/search_cities.json?customer_id=${ids['zumeria-tropical']}`);
    const { cities } = expectSchema(citiesResponseSchema, res.json);
    expect(cities.map((c) => [c.name, c.suppliers])).toEqual([['Cali', ['granada', 'san-fernando']]]);
  });

  it('an instance without delivery has no cities', async () => {
    const res = await request(api, `/api/v2/search_cities.json?customer_id=${ids['hotel-mirador']}`);
    expect(expectSchema(citiesResponseSchema, res.json).cities).toEqual([]);
  });

  it('customer_id missing or invalid is a 400; unknown is a 404', async () => {
    expectApiError(await request(api, '/api/v2/search_cities.json'), 400, 'bad_request');
    expectApiError(await request(api, '/api/v2/search_cities.json?customer_id=abc'), 400, 'bad_request');
    expectApiError(await request(api, '/api/v2/search_cities.json?customer_id=-1'), 400, 'bad_request');
    expectApiError(
      await request(api, '/api/v2/search_cities.json?customer_id=999999'),
      404,
      'instance_not_found',
    );
  });
});
