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

/** The header of a page the server rendered with the diner's own data (their session's order). */
export const PERSONAL_PAGE_HEADER = 'x-mesa-personal';

/**
 * Where a navigation's answer goes and whether it is kept at all. A page rendered with the diner's own
 * data is never kept, as no personal answer is: offline it would show an order as it once was. The copy
 * kept before at its address goes with it, so the client-rendered page answers that address offline.
 */
export function pageKeeping(url: string, headers: Pick<Headers, 'get'>): { key: string; keep: boolean } {
  return {
    key: pageKeyFor(url, headers.get('x-mesa-render') === 'server'),
    keep: headers.get(PERSONAL_PAGE_HEADER) !== '1',
  };
}

/** What answers a navigation offline: its own server-rendered page, else the client-rendered one. */
export function pageLookupKeys(url: string): string[] {
  return [pageKeyFor(url, true), pageKeyFor(url, false)];
}
