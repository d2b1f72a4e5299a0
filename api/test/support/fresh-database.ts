import pg from 'pg';

/** The PostgreSQL the run was given, or undefined on the embedded engine. */
export const POSTGRES_URL = process.env.DATABASE_URL || undefined;
export const POSTGRES_ONLY =
  'PostgreSQL only: skipped because DATABASE_URL is unset (scripts/test-api.mjs sets it from TEST_DATABASE_URL)';

export interface FreshDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * An empty database beside the one in `baseUrl`, named after it (`<db>_<label>_<pid>`, so it stays inside
 * the names the run may use); `drop()` ends its sessions and removes it.
 */
export async function createFreshDatabase(baseUrl: string, label: string): Promise<FreshDatabase> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1)}_${label}_${process.pid}`;
  await admin(baseUrl, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      admin(baseUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  };
}

/** Runs `work` with a plain client on `url` (not the API's pool). */
export const withClient = admin;
