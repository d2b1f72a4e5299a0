import type { Strategy } from './routes.ts';

/**
 * Bump when the worker's way of storing changes: every cache of an older layout is dropped on the next
 * activation. The page cache also carries the shell's build, so a new shell deploy starts it afresh.
 */
export const CACHE_LAYOUT = 'v2';
const PREFIX = 'mesa-';

export type CachedStrategy = Exclude<Strategy, 'network'>;

/** Upper bounds, oldest entry out first: a branch's menu and config are a few entries each. */
export const MAX_ENTRIES: Record<CachedStrategy, number> = {
  // The client-rendered page, plus the last server-rendered pages (each holds its route's data).
  page: 12,
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

/** The client-rendered page: it can answer any path, so it is kept under one key (and never trimmed). */
export const PAGE_KEY = '/index.html';

/**
 * Where a navigation's answer is kept: a server-rendered page under its own address (it carries that
 * route's screen and data, so it must never answer another path), the client-rendered one under
 * `PAGE_KEY`.
 */
export function pageKeyFor(url: string, serverRendered: boolean): string {
  if (!serverRendered) return new URL(PAGE_KEY, url).href;
  const address = new URL(url);
  address.hash = '';
  return address.href;
}

/** What answers a navigation offline: its own server-rendered page, else the client-rendered one. */
export function pageLookupKeys(url: string): string[] {
  return [pageKeyFor(url, true), pageKeyFor(url, false)];
}
