// The shell's service worker: instant return visits and the last menu of each branch offline.
// Which request gets which strategy is decided in routes.ts; this file only carries it out.
import {
  cacheNames,
  MAX_ENTRIES,
  PAGE_KEY,
  pageKeeping,
  pageKeyFor,
  pageLookupKeys,
  staleCaches,
  type CachedStrategy,
} from './caches.ts';
import { isWarmUpMessage } from './messages.ts';
import { strategyFor } from './routes.ts';

/** The shell build this worker ships with (vite.config.ts): a new deploy is a new worker. */
declare const __MESA_SW_BUILD__: string;

const sw = self as unknown as ServiceWorkerGlobalScope;
const NAMES = cacheNames(__MESA_SW_BUILD__);

sw.addEventListener('install', (event) => {
  // Nothing to precache: the page sends what it loaded (warm-up), so waiting buys nothing.
  event.waitUntil(sw.skipWaiting());
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = staleCaches(await caches.keys(), __MESA_SW_BUILD__);
      await Promise.all(stale.map((name) => caches.delete(name)));
      // A page request then starts while the worker itself is still starting (a return visit's first
      // step), instead of after it.
      await sw.registration.navigationPreload?.enable();
      // The page that registered the worker is controlled at once, so its next requests are kept too.
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor({
    method: request.method,
    url: request.url,
    mode: request.mode,
    shellOrigin: sw.location.origin,
  });
  if (strategy === 'network') return;
  const keep = (work: Promise<void>) => event.waitUntil(work);
  event.respondWith(
    strategy === 'immutable'
      ? cacheFirst(request, keep)
      : strategy === 'page'
        ? pageNetworkFirst(request, event.preloadResponse as Promise<Response | undefined>, keep)
        : networkFirst(request, strategy, keep),
  );
});

sw.addEventListener('message', (event) => {
  if (isWarmUpMessage(event.data)) event.waitUntil(warmUp(event.data.urls, event.data.page));
});

const keyOf = (strategy: CachedStrategy, url: string): string =>
  strategy === 'page' ? pageKeyFor(url, false) : url;

/**
 * Static files are fetched in CORS mode (every origin of ours allows it), so a stylesheet asked for
 * without `crossorigin` is still kept readable rather than as an opaque answer.
 */
function fromNetwork(request: Request, strategy: CachedStrategy): Promise<Response> {
  if (strategy === 'page' || strategy === 'api' || request.mode !== 'no-cors') return fetch(request);
  return fetch(request.url, { mode: 'cors', credentials: 'omit' });
}

function keepable(response: Response, strategy: CachedStrategy): boolean {
  if (!response.ok || response.type === 'opaque' || response.redirected) return false;
  if (strategy !== 'page') return true;
  return (response.headers.get('content-type') ?? '').includes('text/html');
}

async function store(strategy: CachedStrategy, key: string, response: Response): Promise<void> {
  const cache = await caches.open(NAMES[strategy]);
  // Deleting first moves a refreshed entry to the end, so the oldest entries are the ones trimmed.
  await cache.delete(key, { ignoreVary: true });
  await cache.put(key, response);
  // The client-rendered page answers every path offline: it is never the one trimmed.
  const keepAlways = new URL(PAGE_KEY, sw.location.origin).href;
  const keys = (await cache.keys()).filter((kept) => kept.url !== keepAlways);
  const excess = keys.length - MAX_ENTRIES[strategy];
  if (excess > 0) await Promise.all(keys.slice(0, excess).map((old) => cache.delete(old)));
}

async function cached(strategy: CachedStrategy, key: string): Promise<Response | undefined> {
  const cache = await caches.open(NAMES[strategy]);
  return cache.match(key, { ignoreVary: true });
}

async function cacheFirst(request: Request, keep: (work: Promise<void>) => void): Promise<Response> {
  const hit = await cached('immutable', request.url);
  if (hit) return hit;
  const response = await fromNetwork(request, 'immutable');
  if (keepable(response, 'immutable')) keep(store('immutable', request.url, response.clone()));
  return response;
}

/** The network's answer when there is one (even an error status); the last kept answer when offline. */
async function networkFirst(
  request: Request,
  strategy: CachedStrategy,
  keep: (work: Promise<void>) => void,
): Promise<Response> {
  const key = keyOf(strategy, request.url);
  try {
    const response = await fromNetwork(request, strategy);
    if (keepable(response, strategy)) keep(store(strategy, key, response.clone()));
    return response;
  } catch (error) {
    const hit = await cached(strategy, key);
    if (hit) return hit;
    throw error;
  }
}

/** Keeps a page's answer by what it holds; a personal one only takes the copy kept at its address away. */
async function keepPage(url: string, response: Response): Promise<void> {
  if (!keepable(response, 'page')) return;
  const { key, keep } = pageKeeping(url, response.headers);
  if (keep) await store('page', key, response);
  else await (await caches.open(NAMES.page)).delete(key, { ignoreVary: true });
}

/** A page from the network (kept by what it holds), else the best kept page for its address. */
async function pageNetworkFirst(
  request: Request,
  preloaded: Promise<Response | undefined>,
  keep: (work: Promise<void>) => void,
): Promise<Response> {
  try {
    const response = (await preloaded) ?? (await fromNetwork(request, 'page'));
    keep(keepPage(request.url, response.clone()));
    return response;
  } catch (error) {
    for (const key of pageLookupKeys(request.url)) {
      const hit = await cached('page', key);
      if (hit) return hit;
    }
    throw error;
  }
}

async function warmUp(urls: readonly string[], page: string | undefined): Promise<void> {
  const shellOrigin = sw.location.origin;
  const kept = urls.map((url) => {
    const strategy = strategyFor({ method: 'GET', url, mode: 'cors', shellOrigin });
    return strategy === 'network' || strategy === 'page' ? null : keepNow(strategy, url);
  });
  const ownPage = page && new URL(page).origin === shellOrigin ? keepPageNow(page) : null;
  await Promise.all([keepNow('page', new URL(PAGE_KEY, shellOrigin).href), ownPage, ...kept]);
}

/** The server-rendered page the worker did not see load (it carries its data): asked for again. */
async function keepPageNow(url: string): Promise<void> {
  try {
    // With the diner's cookies (the language), as the page itself was asked for.
    const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    await keepPage(url, response);
  } catch {
    // Offline already: the next visit keeps it instead.
  }
}

async function keepNow(strategy: CachedStrategy, url: string): Promise<void> {
  const key = keyOf(strategy, url);
  if (await cached(strategy, key)) return;
  try {
    // Mostly answered by the HTTP cache: these are the files the page has just loaded.
    const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
    if (keepable(response, strategy)) await store(strategy, key, response);
  } catch {
    // Offline already, or the server went away: the next visit keeps it instead.
  }
}
