import type { Strategy } from './routes.ts';

/**
 * Bump when the worker's way of storing changes: every cache of an older layout is dropped on the next
 * activation. The page cache also carries the shell's build, so a new shell deploy starts it afresh.
 */
export const CACHE_LAYOUT = 'v1';
const PREFIX = 'mesa-';

export type CachedStrategy = Exclude<Strategy, 'network'>;

/** Upper bounds, oldest entry out first: a branch's menu and config are a few entries each. */
export const MAX_ENTRIES: Record<CachedStrategy, number> = {
  page: 1,
  immutable: 400,
  'remote-entry': 40,
  api: 60,
};

export function cacheNames(build: string): Record<CachedStrategy, string> {
  return {
    page: `${PREFIX}page-${CACHE_LAYOUT}-${build}`,
    immutable: `${PREFIX}assets-${CACHE_LAYOUT}`,
    'remote-entry': `${PREFIX}remotes-${CACHE_LAYOUT}`,
    api: `${PREFIX}api-${CACHE_LAYOUT}`,
  };
}

/** The caches this worker owns but no longer uses (another layout or an older shell build). */
export function staleCaches(existing: readonly string[], build: string): string[] {
  const current = new Set(Object.values(cacheNames(build)));
  return existing.filter((name) => name.startsWith(PREFIX) && !current.has(name));
}

/** Every navigation is answered by the one SPA page, kept under one key whatever the path. */
export const PAGE_KEY = '/index.html';
