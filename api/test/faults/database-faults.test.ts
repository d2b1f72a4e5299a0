import { readFileSync } from 'node:fs';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from 'shared-contracts/schemas';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client.ts';
import { isDatabaseUnavailableError } from '../../src/db/connection-errors.ts';
import { healthResponseSchema, healthUnavailableSchema } from '../../src/modules/health/routes.ts';
import { killSpawned, PROCESS_TEST_MS, startApiProcess } from '../support/api-process.ts';
import {
  createFreshDatabase,
  type FreshDatabase,
  POSTGRES_ONLY,
  POSTGRES_URL,
  withClient,
} from '../support/fresh-database.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { loadFixtures } from '../../src/seed/fixtures.ts';

/** The migrations drizzle-kit generated (`meta/_journal.json`): a fresh database records each once. */
const MIGRATION_COUNT = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const STAFF_TOKEN = 'faults-staff-token';
const KIND = POSTGRES_URL ? 'postgres' : 'pglite';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  killSpawned();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freshDatabase(label: string): Promise<FreshDatabase> {
  if (!POSTGRES_URL) throw new Error(POSTGRES_ONLY);
  const fresh = await createFreshDatabase(POSTGRES_URL, label);
  cleanups.push(fresh.drop);
  return fresh;
}

describe('which errors mean "the database is unavailable"', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  it.each([
    ['a refused connection', refused],
    ['the same wrapped by drizzle', new DrizzleQueryError('select 1', [], refused)],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'an administrator shutdown (57P01)',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['every address refused', new AggregateError([refused], 'connect failed')],
  ])('%s is one', (_label, err) => {
    expect(isDatabaseUnavailableError(err)).toBe(true);
  });
  it.each([
    ['a unique violation (23505)', Object.assign(new Error('duplicate key'), { code: '23505' })],
    [
      'an out-of-range integer (22003)',
      new DrizzleQueryError('insert', [], Object.assign(new Error('out of range'), { code: '22003' })),
    ],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_label, err) => {
    expect(isDatabaseUnavailableError(err)).toBe(false);
  });
});

describe(`/health reports the database (${KIND})`, () => {
  it('200 with the database kind while it answers, 503 db_unavailable in the error shape once it does not', async () => {
    const url = POSTGRES_URL ? (await freshDatabase('health')).url : undefined;
    const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    const app = await buildApp({
      database,
      env: { DATABASE_URL: url, DATA_DIR: 'memory://', STAFF_TOKEN },
      logger: false,
    });
    try {
      const up = await app.inject({ url: '/health' });
      expect(up.statusCode).toBe(200);
      expect(healthResponseSchema.parse(up.json())).toEqual({
        status: 'ok',
        database: { kind: KIND, ok: true },
      });

      await database.close();
      const down = await app.inject({ url: '/health' });
      expect(down.statusCode).toBe(503);
      const body = healthUnavailableSchema.parse(down.json());
      expect(apiErrorSchema.parse(body).error).toBe('db_unavailable');
      expect(body.database).toEqual({ kind: KIND, ok: false });
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!POSTGRES_URL)(
  `PostgreSQL connection faults${POSTGRES_URL ? '' : ` (${POSTGRES_ONLY})`}`,
  () => {
    it(
      'an API process survives lost pooled connections and an unreachable database (503), and recovers by itself',
      async () => {
        const fresh = await freshDatabase('faults');
        const target = new URL(fresh.url);
        const proxy: TcpProxy = await startTcpProxy({
          host: target.hostname,
          port: Number(target.port || 5432),
        });
        cleanups.push(proxy.close);
        const appName = `mesa-faults-${process.pid}`;
        const viaProxy = new URL(fresh.url);
        viaProxy.host = `127.0.0.1:${proxy.port}`;
        viaProxy.searchParams.set('application_name', appName);
        const api = await startApiProcess({ DATABASE_URL: viaProxy.toString(), STAFF_TOKEN });
        const cities = () => fetch(`${api.base}/api/v2/search_cities.json?customer_id=3`);

        // Several requests at once leave several idle connections in the pool.
        const warm = await Promise.all(Array.from({ length: 4 }, cities));
        expect(warm.map((r) => r.status)).toEqual([200, 200, 200, 200]);

        // PostgreSQL ends the idle sessions (as on a restart): the pool reports it, the process stays up.
        const terminated = await withClient(fresh.url, async (client) => {
          const res = await client.query<{ n: number }>(
            'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1',
            [appName],
          );
          return res.rows[0]?.n ?? 0;
        });
        expect(terminated).toBeGreaterThan(0);
        // Each of them reported before the next request, which then cannot pick a dying connection.
        await api.waitForOutput(
          (out) => (out.match(/database connection lost/g)?.length ?? 0) >= terminated || undefined,
          `${terminated} lost connections`,
        );
        expect(api.alive()).toBe(true);
        expect((await cities()).status).toBe(200);

        // The database becomes unreachable: 503 in the API's error shape, from a route and from /health.
        await proxy.cut();
        const route = await cities();
        expect(route.status).toBe(503);
        expect(apiErrorSchema.parse(await route.json()).error).toBe('db_unavailable');
        const health = await fetch(`${api.base}/health`);
        expect(health.status).toBe(503);
        expect(healthUnavailableSchema.parse(await health.json()).database).toEqual({
          kind: 'postgres',
          ok: false,
        });
        expect(api.alive()).toBe(true);

        // It is back: the next requests are served, nothing restarted.
        await proxy.restore();
        expect((await fetch(`${api.base}/health`)).status).toBe(200);
        expect((await cities()).status).toBe(200);
        expect(api.alive()).toBe(true);
        expect(api.output()).not.toMatch(/Unhandled 'error' event|"level":50/);
      },
      PROCESS_TEST_MS,
    );

    it('several API instances starting at once on a fresh database all start, and seed it once', async () => {
      const fresh = await freshDatabase('concurrent');
      const starts = Array.from({ length: 4 }, () =>
        buildApp({ env: { DATABASE_URL: fresh.url, DATA_DIR: 'memory://', STAFF_TOKEN }, logger: false }),
      );
      const settled = await Promise.allSettled(starts);
      for (const result of settled)
        if (result.status === 'fulfilled') cleanups.push(() => result.value.close());
      expect(settled.filter((r) => r.status === 'rejected')).toEqual([]);
      const counts = await withClient(fresh.url, async (client) => {
        const res = await client.query<{ instances: number; migrations: number }>(
          'select (select count(*) from instances)::int as instances, (select count(*) from drizzle.__drizzle_migrations)::int as migrations',
        );
        return res.rows[0];
      });
      // Every fixture instance exactly once, and each migration of the journal, however many starts raced.
      expect(counts).toEqual({
        instances: (await loadFixtures()).length,
        migrations: MIGRATION_COUNT,
      });
    });
  },
);
