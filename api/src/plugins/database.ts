import fp from 'fastify-plugin';
import { packagePath, resolveDataDir } from '../config/env.ts';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { loadFixtures } from '../seed/fixtures.ts';
import { seedIfEmpty } from '../seed/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database (engine, migrations, ping, close). */
    database: Database;
    /** Its drizzle handle, what queries take. */
    db: Db;
  }
}

export interface DatabasePluginOptions {
  /** An already open database (then the caller closes it); otherwise one is opened from `app.env` and closed with the app. */
  database?: Database;
  /** Apply migrations and seed the fixtures when the database is empty. */
  migrate: boolean;
}

/** Opens, migrates and seeds the database, makes it `app.database` / `app.db`, and closes it with the app. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const { env } = app;
    const database =
      options.database ??
      (await openDatabase({
        databaseUrl: env.DATABASE_URL,
        dataDir: resolveDataDir(env.DATA_DIR),
        embeddedWriteWaitMs: env.EMBEDDED_WRITE_WAIT_MS,
      }));
    const ownsDatabase = options.database === undefined;
    database.setLogger(app.log);

    try {
      if (options.migrate) {
        const instances = env.SEED_INSTANCES_DIR
          ? await loadFixtures(packagePath(env.SEED_INSTANCES_DIR))
          : undefined;
        const seeded = await prepareDatabase(database, (db) => seedIfEmpty(db, instances));
        if (seeded > 0) app.log.info(`seeded ${seeded} instances from fixtures`);
      }
    } catch (err) {
      if (ownsDatabase) await database.close();
      throw err;
    }

    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      if (ownsDatabase) await database.close();
    });
  },
  { name: 'database', dependencies: ['env'] },
);
