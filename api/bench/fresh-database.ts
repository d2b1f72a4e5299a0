import pg from 'pg';

/**
 * A new, empty database beside the one `databaseUrl` names (`<name>_<suffix>`, dropped first when an
 * earlier run left it), and its URL: a run that seeds its own restaurants needs a database no other run
 * seeded first, as a seeded database keeps the tables it has. The role must be allowed to create databases.
 */
export async function freshDatabase(databaseUrl: string, suffix: string): Promise<string> {
  const url = new URL(databaseUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_${suffix}`.replace(/[^A-Za-z0-9_]/g, '_');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
