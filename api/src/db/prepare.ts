import type { Database, Db } from './client.ts';

/** Fills an empty database with its first data (the fixtures); returns how many instances it created. */
export type SeedIfEmpty = (db: Db) => Promise<number>;

/**
 * Migrates the database and seeds it when it is empty (`seed`, given by the caller: the database layer
 * knows nothing of the fixtures), as one step that only one API process takes at a time: processes
 * starting together on a fresh PostgreSQL database wait for each other instead of creating the same
 * tables twice. Returns the number of instances seeded.
 */
export function prepareDatabase(database: Database, seed: SeedIfEmpty): Promise<number> {
  return database.exclusive(async (session) => {
    await session.migrate();
    return seed(session.db);
  });
}
