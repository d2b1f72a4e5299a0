import { defineConfig } from 'vitest/config';

// Node 20 lacks Map.groupBy, which vitest 5's reporter uses when it prints failures (it crashes otherwise).
// The config file runs in vitest's main process, so the polyfill reaches the reporter.
const MapWithGroupBy = Map as unknown as {
  groupBy?: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;
};
if (typeof MapWithGroupBy.groupBy !== 'function') {
  MapWithGroupBy.groupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
    const out = new Map<K, T[]>();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      const list = out.get(k);
      if (list) list.push(item);
      else out.set(k, [item]);
    }
    return out;
  };
}

const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // PGlite initdb + migrations + seed take a few seconds per file on a small machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One PostgreSQL database is shared: files reset it, so they must not run at the same time.
    fileParallelism: !onPostgres,
    maxWorkers: onPostgres ? 1 : 2,
  },
});
