import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, INT4_MAX } from 'shared-contracts/schemas';
import { buildApp } from '../../src/app.ts';
import type { App } from '../../src/app.ts';
import { createFreshDatabase, type FreshDatabase, POSTGRES_URL } from '../support/fresh-database.ts';

const KIND = POSTGRES_URL ? 'PostgreSQL' : 'PGlite';
const TOO_BIG = INT4_MAX + 1;

let app: App;
let fresh: FreshDatabase | undefined;
/** Every log line of the app: an out-of-range number must not log an error (level 50 and above). */
const logged: { level: number; msg?: string }[] = [];

beforeAll(async () => {
  fresh = POSTGRES_URL ? await createFreshDatabase(POSTGRES_URL, 'bounds') : undefined;
  app = await buildApp({
    env: { DATABASE_URL: fresh?.url, DATA_DIR: 'memory://', STAFF_TOKEN: 'bounds-staff-token' },
    logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
});
afterAll(async () => {
  await app?.close();
  await fresh?.drop();
});

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(apiErrorSchema.parse(res.json()).error).toBe(code);
}

const session = { so: 'linux', browser: 'test', pixel_width: 1, pixel_height: 1 };

describe(`integer inputs are bounded by their int4 columns (${KIND})`, () => {
  it('body: customer_id of POST /tracking/sessions', async () => {
    for (const customerId of [TOO_BIG, 2 ** 53, 1e300, 0, -1, 1.5]) {
      const res = await app.inject({
        method: 'POST',
        url: '/tracking/sessions',
        payload: { ...session, customer_id: customerId },
      });
      expectError(res, 400, 'bad_request');
      expect(new Set(apiErrorSchema.parse(res.json()).issues?.map((issue) => issue.path))).toEqual(
        new Set(['customer_id']),
      );
    }
    const widest = await app.inject({
      method: 'POST',
      url: '/tracking/sessions',
      payload: { ...session, customer_id: INT4_MAX },
    });
    expectError(widest, 404, 'instance_not_found');
    const tooWide = await app.inject({
      method: 'POST',
      url: '/tracking/sessions',
      payload: { ...session, customer_id: 3, pixel_width: TOO_BIG },
    });
    expectError(tooWide, 400, 'bad_request');
  });

  it('query: customer_id of GET /api/v2/search_cities.json', async () => {
    expectError(
      await app.inject({ url: `/api/v2/search_cities.json?customer_id=${TOO_BIG}` }),
      400,
      'bad_request',
    );
    expectError(
      await app.inject({ url: `/api/v2/search_cities.json?customer_id=${INT4_MAX}` }),
      404,
      'instance_not_found',
    );
  });

  it('headers: customer_id and profileid', async () => {
    const supplier = (customerId: number) =>
      app.inject({ url: '/api/suppliers/chapinero.json', headers: { customer_id: String(customerId) } });
    expectError(await supplier(TOO_BIG), 400, 'bad_request');
    expectError(await supplier(INT4_MAX), 404, 'instance_not_found');
    for (const profileid of [TOO_BIG, INT4_MAX]) {
      const res = await app.inject({
        url: '/profiles/status.json',
        headers: { profileid: String(profileid), token: 'x' },
      });
      expectError(res, 401, 'unauthorized');
    }
  });

  it('params: a numeric branch id past int4 is an unknown branch', async () => {
    for (const id of [TOO_BIG, INT4_MAX, 10 ** 12]) {
      expectError(
        await app.inject({ url: `/api/suppliers/${id}.json`, headers: { customer_id: '3' } }),
        404,
        'supplier_not_found',
      );
      expectError(
        await app.inject({ url: `/api/suppliers/${id}/menu.json`, headers: { customer_id: '3' } }),
        404,
        'supplier_not_found',
      );
      expectError(
        await app.inject({ url: `/experience/la-brasa.localhost/branches/${id}` }),
        404,
        'supplier_not_found',
      );
    }
  });

  it('none of it was logged as an error', () => {
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });
});
