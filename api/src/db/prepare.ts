import { seedIfEmpty } from '../seed/seed.ts';
import type { Database } from './client.ts';

/**
 * Migrates the database and seeds the fixtures when it is empty, as one step that only one API process
 * takes at a time: processes starting together on a fresh PostgreSQL database wait for each other
 * instead of creating the same tables twice. Returns the number of instances seeded.
 */
export function prepareDatabase(database: Database): Promise<number> {
  return database.exclusive(async (session) => {
    await session.migrate();
    return seedIfEmpty(session.db);
  });
}
