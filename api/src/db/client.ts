import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { PACKAGE_DIR } from '../config/env.ts';
import { acquireFolderLock } from './folder-lock.ts';
import * as schema from './schema.ts';
import { queueWritesOf, WriteQueue } from './write-queue.ts';

export type Schema = typeof schema;
/** The common drizzle type of both drivers. Transactions go through `withTransaction` (db/transaction.ts): the outer `db` inside one hangs PGlite. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.join(PACKAGE_DIR, 'src/db/migrations');

/** The session advisory lock that migrations and seeding run under on PostgreSQL (any bigint, fixed). */
export const SCHEMA_LOCK_KEY = 727000;

/** The part of a pino logger the database uses (Fastify's `app.log` fits). */
export interface DatabaseLogger {
  warn(obj: object, msg: string): void;
}

const stderrLogger: DatabaseLogger = {
  warn: (obj, msg) => console.warn(msg, obj),
};

/** What may change the schema: the migrator and a `db` on the same locked connection. */
export interface SchemaSession {
  db: Db;
  migrate(): Promise<void>;
}

export interface PoolState {
  total: number;
  idle: number;
  /** Requests waiting for a connection: above zero, writes queue in the API rather than in the database. */
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` alone among every API process on this database: PostgreSQL holds a session advisory lock
   * on one dedicated connection meanwhile; PGlite needs nothing more than its folder lock.
   */
  exclusive<T>(work: (session: SchemaSession) => Promise<T>): Promise<T>;
  /** Applies the drizzle-kit migrations (under `exclusive`). */
  migrate(): Promise<void>;
  /** `select 1`. */
  ping(): Promise<void>;
  /** The connection pool's counts (PostgreSQL); null for PGlite, which has one connection and no pool. */
  poolState(): PoolState | null;
  /** Where lost pooled connections are reported (default: stderr). */
  setLogger(log: DatabaseLogger): void;
  close(): Promise<void>;
}

function openPostgres(databaseUrl: string): Database {
  let log = stderrLogger;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // A database that does not answer fails the request (503) instead of holding it forever.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  const reportLost = (err: Error) => log.warn({ err }, 'database connection lost; the pool reconnects');
  // An idle client that loses its connection (server restart, pg_terminate_backend, network) is removed
  // by the pool, which then emits 'error': without a listener that error would end the process.
  pool.on('error', reportLost);
  // A checked-out client has no pool listener; its query fails on its own, the event must not throw.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema });
  let closed = false;
  const exclusive = async <T>(work: (session: SchemaSession) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
      const lockedDb = drizzlePg(client, { schema });
      return await work({
        db: lockedDb,
        migrate: () => migratePg(lockedDb, { migrationsFolder: MIGRATIONS_FOLDER }),
      });
    } catch (err) {
      broken = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      // Unlocking on a broken connection fails; the server drops its locks with the session anyway.
      await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).catch((err: Error) => {
        broken ??= err;
      });
      client.release(broken);
    }
  };
  return {
    db,
    kind: 'postgres',
    exclusive,
    migrate: () => exclusive((session) => session.migrate()),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    setLogger: (next) => {
      log = next;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string, writeWaitMs: number): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // Two processes on one folder corrupt it: the second one stops here, naming the first.
  const lock = inMemory ? undefined : await acquireFolderLock(dataDir);
  let client: PGlite;
  try {
    client = inMemory ? new PGlite() : new PGlite(dataDir);
    await client.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(client, { schema });
  queueWritesOf(db, new WriteQueue(writeWaitMs));
  const session: SchemaSession = {
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
  };
  return {
    db,
    kind: 'pglite',
    exclusive: (work) => work(session),
    migrate: () => session.migrate(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolState: () => null,
    setLogger: () => undefined,
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * PostgreSQL when `databaseUrl` is set, otherwise PGlite in `dataDir` (`memory://` for in-memory), whose
 * transactions take turns and give up after `embeddedWriteWaitMs` of waiting.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  embeddedWriteWaitMs?: number;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openPglite(opts.dataDir, opts.embeddedWriteWaitMs ?? 1_500);
}
