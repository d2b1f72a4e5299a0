import { vitestConfig } from '../vitest.shared.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

export default vitestConfig({
  include: ['test/**/*.test.ts'],
  environment: 'node',
  // PGlite initdb + migrations + seed take a few seconds per file on a small machine.
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // One PostgreSQL database is shared: files reset it, so they must not run at the same time.
  fileParallelism: !onPostgres,
  maxWorkers: onPostgres ? 1 : 2,
});
