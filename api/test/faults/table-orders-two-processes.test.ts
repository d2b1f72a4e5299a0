import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  instanceConfigSchema,
  menuSchema,
  profileResponseSchema,
  purchaseResponseSchema,
} from 'shared-contracts/schemas';
import { STAFF_TOKEN, expectSchema } from '../helpers.ts';
import { killSpawned, PROCESS_TEST_MS, type RunningApi, startApiProcess } from '../support/api-process.ts';
import { createFreshDatabase, type FreshDatabase } from '../support/fresh-database.ts';
import { type LiveReader, openLive, purchaseIn } from '../support/table-orders.ts';

/**
 * A deployment that outgrew one machine: two API processes (real sockets, their own pools and their own
 * LISTEN connection) on one PostgreSQL. Table mates connected to different processes see each other's
 * items live, so the fan-out has to go through the database, not process memory.
 *
 * It needs PostgreSQL. `scripts/test-api.mjs` runs the API tests a second time with DATABASE_URL set
 * from TEST_DATABASE_URL, and that pass runs this file; in CI (`CI=true`, where `.ci/run` starts
 * PostgreSQL) a missing database is a failure, never a skip.
 */
const postgresUrl = process.env.DATABASE_URL || undefined;
const postgresPassFollows = !postgresUrl && Boolean(process.env.TEST_DATABASE_URL);
if (!postgresUrl && !postgresPassFollows && process.env.CI === 'true') {
  throw new Error(
    'CI=true but neither DATABASE_URL nor TEST_DATABASE_URL is set: the two-process table test needs PostgreSQL (.ci/run starts it on 127.0.0.1:54329)',
  );
}

interface Diner {
  headers: Record<string, string>;
  id: number;
}

/** Calls one process over its socket; the instance comes from `customer_id` (Host is 127.0.0.1). */
async function call(
  api: RunningApi,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${api.base}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...init.headers, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

describe.skipIf(!postgresUrl)('two API processes on one PostgreSQL', () => {
  let database: FreshDatabase | undefined;
  let first: RunningApi;
  let second: RunningApi;
  let customer: Record<string, string> = {};

  beforeAll(async () => {
    database = await createFreshDatabase(postgresUrl ?? '', 'twoproc');
    // `info`: startApiProcess waits for the "API listening" line.
    const env = { DATABASE_URL: database.url, STAFF_TOKEN, LOG_LEVEL: 'info' };
    // One after the other: the first migrates and seeds the empty database, the second finds it ready.
    first = await startApiProcess(env);
    second = await startApiProcess(env);
    const config = await call(first, '/experience/la-brasa.localhost/config');
    customer = { customer_id: String(expectSchema(instanceConfigSchema, config.json).id) };
  }, PROCESS_TEST_MS);

  afterAll(async () => {
    killSpawned();
    await database?.drop();
  });

  async function newDiner(api: RunningApi): Promise<Diner> {
    const res = await call(api, '/profiles/anonymous.json', {
      method: 'POST',
      headers: customer,
      body: { profile: { domain: 'la-brasa.localhost', name: 'Diner' } },
    });
    const { profile } = expectSchema(profileResponseSchema, res.json);
    return { id: profile.id, headers: { ...customer, profileid: String(profile.id), token: profile.token } };
  }

  it(
    "table mates on different processes see each other's items live (LISTEN/NOTIFY)",
    async () => {
      const menu = expectSchema(
        menuSchema,
        (await call(first, '/api/suppliers/chapinero/menu.json', { headers: customer })).json,
      );
      const productId = (slug: string) => menu.products.find((p) => p.slug === slug)?.id ?? 0;
      const [ana, beto] = [await newDiner(first), await newDiner(second)];
      // Both scanned the printed QR: its key is what seats them at the table's shared bill.
      const sheet = await call(first, '/staff/instances/la-brasa/branches/chapinero/qr.json', {
        headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      });
      const printed = (sheet.json as { tables: { code: string; key: string }[] }).tables;
      const key = printed.find((table) => table.code === 'M03')?.key ?? null;
      const join = async (api: RunningApi, diner: Diner) => {
        const res = await call(api, '/menudigital/init.json', {
          method: 'POST',
          headers: diner.headers,
          body: { purchase: { supplier_id: menu.supplier_id, table_code: 'M03', table_key: key } },
        });
        expect(res.status).toBe(200);
        return expectSchema(purchaseResponseSchema, res.json).purchase;
      };
      const purchase = await join(first, ana);
      expect((await join(second, beto)).id).toBe(purchase.id);

      // Each diner follows the table on the process they reached.
      const streams: LiveReader[] = [];
      try {
        const anaLive = await openLive(`${first.base}/menudigital/live/${purchase.id}`, ana.headers);
        streams.push(anaLive);
        const betoLive = await openLive(`${second.base}/menudigital/live/${purchase.id}`, beto.headers);
        streams.push(betoLive);
        expect(purchaseIn(await anaLive.next()).items).toEqual([]);
        expect(purchaseIn(await betoLive.next()).items).toEqual([]);

        const add = (api: RunningApi, diner: Diner, slug: string, count: number) =>
          call(api, '/menudigital/add_product_cart.json', {
            method: 'POST',
            headers: diner.headers,
            body: { product: { id: productId(slug), count }, purchase_id: purchase.id },
          });

        // Ana adds through the first process; Beto, listening on the second, sees it.
        expect((await add(first, ana, 'gaseosa', 2)).status).toBe(201);
        const betoSaw = purchaseIn(
          await betoLive.until((e) => e.type === 'purchase' && e.purchase.items.length === 1),
        );
        expect(betoSaw.items[0]).toMatchObject({ label: 'Gaseosa', count: 2, profile_id: ana.id });

        // Beto adds through the second process; Ana, listening on the first, sees both lines.
        expect((await add(second, beto, 'empanadas', 1)).status).toBe(201);
        const anaSaw = purchaseIn(
          await anaLive.until((e) => e.type === 'purchase' && e.purchase.items.length === 2),
        );
        expect(anaSaw.items.map((item) => [item.label, item.profile_id])).toEqual([
          ['Gaseosa', ana.id],
          ['Empanadas x3', beto.id],
        ]);
      } finally {
        for (const stream of streams) stream.close();
      }
    },
    PROCESS_TEST_MS,
  );
});

if (!postgresUrl) {
  it.skip(
    postgresPassFollows
      ? 'two API processes on one PostgreSQL: runs in the PostgreSQL pass (DATABASE_URL from TEST_DATABASE_URL)'
      : 'two API processes on one PostgreSQL: needs DATABASE_URL (scripts/test-api.mjs sets it from TEST_DATABASE_URL)',
    () => undefined,
  );
}
