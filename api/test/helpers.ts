import pg from 'pg';
import { z } from 'zod';
import { afterAll, beforeAll, expect } from 'vitest';
import { apiErrorSchema, instanceConfigSchema } from 'shared-contracts/schemas';
import type { InjectOptions } from 'fastify';
import { type App, buildApp } from '../src/app.ts';
import type { Env } from '../src/config/env.ts';
import { type Clock, clockStartingAt } from '../src/lib/clock.ts';

export const STAFF_TOKEN = 'test-staff-token';

/**
 * The tests' clock for the time-of-day rules: today (Bogotá's date) at 15:00 in Bogotá, 14:00 in Mexico
 * City and San Salvador, running on from there. Every demo branch that takes immediate orders is open then,
 * whatever the hour the tests run at; a test about the hours gives its own (`movableClock`).
 */
export function daytimeClock(): Clock {
  return clockStartingAt(bogotaAfternoon());
}

/** An instant on the wall clock of the Bogotá branches (UTC−5 all year): `bogota('2026-03-03', '15:00')`. */
export const bogota = (date: string, hour: string) => new Date(`${date}T${hour}:00-05:00`);

/** Today (Bogotá's date) at 15:00 there: every demo branch taking immediate orders is open. */
export function bogotaAfternoon(): Date {
  return bogota(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date()), '15:00');
}

/** A clock a test sets (`set`) to the instants it is about; it stands still in between. */
export function movableClock(start: Date): Clock & { set(instant: Date): void } {
  let current = start;
  return {
    now: () => new Date(current.getTime()),
    set: (instant) => {
      current = instant;
    },
  };
}

/**
 * A cheap scrypt cost for the test apps: every one seeds the demo accounts and signs staff in, and the
 * recommended cost (128 MiB, a few hundred ms a hash) would only slow the suite. The stored format and
 * the check are the same; staff-passwords.test.ts proves the real default.
 */
export const TEST_PASSWORD_COST = { ln: 10, r: 8, p: 1 };

/** The app of one test file; requests are injected, so `port` is only what the Host headers name. */
export class TestApi {
  readonly port = 4000;
  #app: App | undefined;

  /**
   * `env`: settings on top of the test defaults, read when the app starts (a test server's URL);
   * `clock`: "now" for the time-of-day rules (default `daytimeClock`).
   */
  constructor(
    private readonly env: () => Partial<Env> = () => ({}),
    private readonly clock: () => Clock = daytimeClock,
  ) {}

  get app(): App {
    if (!this.#app) throw new Error('The test app is built in beforeAll: use it inside a test');
    return this.#app;
  }

  /** buildApp on an in-memory PGlite (or a freshly reset PostgreSQL), migrated and seeded. */
  async start(): Promise<void> {
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) await resetPostgres(databaseUrl);
    this.#app = await buildApp({
      env: {
        DATA_DIR: 'memory://',
        DATABASE_URL: databaseUrl,
        STAFF_TOKEN,
        DEFAULT_INSTANCE: 'la-brasa',
        // Image URLs are built on this origin (no PUBLIC_API_URL: http://localhost:<PORT>).
        PORT: this.port,
        PUBLIC_API_URL: undefined,
        ...this.env(),
      },
      logger: false,
      clock: this.clock(),
      passwordCost: TEST_PASSWORD_COST,
    });
    await this.#app.ready();
  }

  async close(): Promise<void> {
    await this.#app?.close();
  }
}

/** One app for the calling test file: built before its tests, closed after them. */
export function useTestApi(env?: () => Partial<Env>, clock?: () => Clock): TestApi {
  const api = new TestApi(env, clock);
  beforeAll(() => api.start());
  afterAll(() => api.close());
  return api;
}

export interface TestResponse {
  status: number;
  /** Like fetch's `Headers.get`: repeated headers joined with `, `. */
  headers: Record<string, string | undefined>;
  text: string;
  /** The body's bytes as sent (compressed when the request asked for it). */
  raw: Buffer;
  json: unknown;
}

/** On PostgreSQL (DATABASE_URL set) every test file starts from an empty database: drop and recreate the schemas. */
async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/**
 * Injects a request. `host: 'la-brasa.localhost'` sends `Host: la-brasa.localhost:<port>` (default
 * `localhost`); an object body is sent as JSON, a string body as it is (with a JSON content type unless
 * `headers` name another).
 */
export async function request(
  api: TestApi,
  path: string,
  init: {
    method?: InjectOptions['method'];
    host?: string;
    headers?: Record<string, string>;
    body?: string | object;
    /** The client's address as the socket shows it (default 127.0.0.1). */
    remoteAddress?: string;
  } = {},
): Promise<TestResponse> {
  const requestHeaders: Record<string, string> = {
    ...init.headers,
    host: `${init.host ?? 'localhost'}:${api.port}`,
  };
  let payload: string | undefined;
  if (init.body !== undefined) {
    payload = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    requestHeaders['content-type'] ??= 'application/json';
  }
  const response = await api.app.inject({
    method: init.method ?? 'GET',
    url: path,
    headers: requestHeaders,
    ...(init.remoteAddress === undefined ? {} : { remoteAddress: init.remoteAddress }),
    ...(payload === undefined ? {} : { payload }),
  });
  let json: unknown;
  try {
    json = response.body ? JSON.parse(response.body) : undefined;
  } catch {
    json = undefined;
  }
  const headers: TestResponse['headers'] = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return { status: response.statusCode, headers, text: response.body, raw: response.rawPayload, json };
}

/** The seeded `customer_id` of each instance slug, read from its config. */
export async function customerIds(api: TestApi, slugs: string[]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const slug of slugs) {
    const res = await request(api, `/experience/${slug}.localhost/config`);
    ids[slug] = expectSchema(instanceConfigSchema, res.json).id;
  }
  return ids;
}

/** Asserts `value` parses with `schema` and returns the parsed value. */
export function expectSchema<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    throw new Error(
      `response does not match schema: ${JSON.stringify(result.error.issues, null, 2)}\n${JSON.stringify(value)}`,
    );
  }
  return result.data;
}

export function expectApiError(res: { status: number; json: unknown }, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = expectSchema(apiErrorSchema, res.json);
  if (code) expect(body.error).toBe(code);
  return body;
}
