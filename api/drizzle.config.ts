import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used (it reads the schema, never the database).
// Migrations are applied in-process at start (src/db/migrate.ts), never by the CLI against the PGlite folder.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
