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
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The common drizzle type of both drivers. Inside `db.transaction(async (tx) => …)` use `tx` only: the outer `db` hangs PGlite. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.join(PACKAGE_DIR, 'src/db/migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the drizzle-kit migrations in this process (never from a second process on the PGlite folder). */
  migrate(): Promise<void>;
  /** `select 1`. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL when `databaseUrl` is set, otherwise PGlite in `dataDir` (`memory://` for in-memory). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    let closed = false;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }
  const inMemory = opts.dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(opts.dataDir, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(opts.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
