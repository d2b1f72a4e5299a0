import pg from 'pg';
import type { z } from 'zod';
import { expect } from 'vitest';
import { apiErrorSchema } from 'shared-contracts/schemas';
import { buildApp } from '../src/app.ts';
import type { App } from '../src/context.ts';

export const STAFF_TOKEN = 'test-staff-token';

export interface TestServer {
  app: App;
  /** `http://127.0.0.1:PORT` */
  base: string;
  port: number;
  close(): Promise<void>;
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

/** buildApp on an in-memory PGlite (or a freshly reset PostgreSQL), migrated and seeded, listening on port 0. */
export async function startServer(): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) await resetPostgres(databaseUrl);
  const app = await buildApp({
    env: { DATA_DIR: 'memory://', DATABASE_URL: databaseUrl, STAFF_TOKEN, DEFAULT_INSTANCE: 'la-brasa' },
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    app,
    base: `http://127.0.0.1:${address.port}`,
    port: address.port,
    close: () => app.close(),
  };
}

/**
 * fetch with an optional virtual host: `host: 'la-brasa.localhost'` sends `Host: la-brasa.localhost:PORT`.
 * (Node's fetch does not let a caller set Host, so this goes through node:http.)
 */
export async function request(
  server: TestServer,
  path: string,
  init: { method?: string; host?: string; headers?: Record<string, string>; body?: string | object } = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: unknown;
}> {
  const { default: http } = await import('node:http');
  const headers: Record<string, string> = { ...init.headers };
  let payload: string | undefined;
  if (init.body !== undefined) {
    payload = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: init.method ?? 'GET',
        headers: { ...headers, host: `${init.host ?? 'localhost'}:${server.port}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** Asserts `value` parses with `schema` and returns the parsed value. */
export function expectSchema<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) {
    throw new Error(
      `response does not match schema: ${JSON.stringify(r.error.issues, null, 2)}\n${JSON.stringify(value)}`,
    );
  }
  return r.data;
}

export function expectApiError(res: { status: number; json: unknown }, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = expectSchema(apiErrorSchema, res.json);
  if (code) expect(body.error).toBe(code);
  return body;
}
