import { defineConfig, type ViteUserConfig } from 'vitest/config';

// Node 20 lacks Map.groupBy, which vitest 5's reporter calls when it prints a failure (it crashes
// instead of reporting). A config file runs in vitest's main process, so the polyfill reaches it.
const MapWithGroupBy = Map as unknown as {
  groupBy?: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;
};
if (typeof MapWithGroupBy.groupBy !== 'function') {
  MapWithGroupBy.groupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const group = key(item, index++);
      const list = groups.get(group);
      if (list) list.push(item);
      else groups.set(group, [item]);
    }
    return groups;
  };
}

/**
 * The vitest config every package uses, with its own test options. A screen test clicks through a whole
 * form in jsdom; on a loaded two-core machine that can pass vitest's 5 s default, and a pass/fail test
 * must not fail for being slow.
 */
export function vitestConfig(test: NonNullable<ViteUserConfig['test']>) {
  return defineConfig({ test: { testTimeout: 30_000, ...test } });
}
