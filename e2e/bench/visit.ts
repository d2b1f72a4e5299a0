// One cold and one warm load of a route in a fresh browser context: the cold load with the HTTP cache
// disabled, then the same tab opens the route again with the cache on, as a diner's return visit.
import type { Browser, CDPSession, Cookie, Page } from 'playwright-core';
import { collectVisit, type VisitMetrics } from './metrics.ts';
import { installProbes, KEEP_NAMES_SHIM, type ProbeRecord } from './page-probes.ts';
import { applyProfile, CONTEXT_OPTIONS } from './profile.ts';
import type { BenchRoute, StoredStateKind } from './routes.ts';

/** Time left after the ready and interactive moments for late paints, shifts and long tasks. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1000);

/** The fields of DevTools' Network.responseReceived that say where a response came from. */
interface CacheFlags {
  fromDiskCache?: boolean;
  fromServiceWorker?: boolean;
  fromPrefetchCache?: boolean;
}

export interface VisitResult extends VisitMetrics {
  responses: number;
  /** Responses served from the HTTP cache or a service worker, not the network. */
  fromCache: number;
}

async function visit(page: Page, cdp: CDPSession, route: BenchRoute): Promise<VisitResult> {
  const all = new Set<string>();
  const cached = new Set<string>();
  const onResponse = ({ requestId, response }: { requestId: string; response: CacheFlags }) => {
    all.add(requestId);
    if (response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache)
      cached.add(requestId);
  };
  // Fired for memory-cache hits too, which responseReceived does not flag.
  const onServedFromCache = ({ requestId }: { requestId: string }) => cached.add(requestId);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.requestServedFromCache', onServedFromCache);
  await page.goto(route.url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => {
      const record = (window as unknown as { __bench?: ProbeRecord }).__bench;
      return record !== undefined && record.readyPaintedAt !== null && record.interactiveAt !== null;
    },
    undefined,
    { timeout: 60_000, polling: 250 },
  );
  await page.waitForLoadState('load', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(SETTLE_MS);
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.requestServedFromCache', onServedFromCache);
  return { ...(await collectVisit(page)), responses: all.size, fromCache: cached.size };
}

export interface VisitPair {
  cold: VisitResult;
  warm: VisitResult;
  /** The page after its warm visit, still throttled, for interaction measurements; close the context. */
  page: Page;
}

/** What a route's page finds in localStorage, and the purchase its URL names, if any. */
export interface StoredState {
  entries: Record<string, string>;
  /** The cookies the page set for its server (the diner's profile), carried with the storage. */
  cookies?: Cookie[];
  purchaseId?: number;
}

export type StoredStates = Partial<Record<StoredStateKind, StoredState>>;

/** The route with its URL's `{purchase}` filled from its stored state. */
export function resolvedRoute(route: BenchRoute, states: StoredStates): BenchRoute {
  const state = route.storage ? states[route.storage] : undefined;
  return { ...route, url: route.url.replace('{purchase}', String(state?.purchaseId ?? '')) };
}

export async function coldAndWarm(browser: Browser, unresolved: BenchRoute, states: StoredStates) {
  const route = resolvedRoute(unresolved, states);
  const context = await browser.newContext(CONTEXT_OPTIONS);
  const stored = route.storage ? states[route.storage] : undefined;
  if (stored) {
    // Only where the page has not written its own yet: the warm load keeps what the cold one changed.
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries))
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    }, stored.entries);
    if (stored.cookies) await context.addCookies(stored.cookies);
  }
  await context.addInitScript(KEEP_NAMES_SHIM);
  await context.addInitScript(installProbes, {
    readySelector: route.readySelector,
    readyText: route.readyText,
    interactiveSelector: route.interactiveSelector,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await applyProfile(cdp, { cacheDisabled: true });
  const cold = await visit(page, cdp, route);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const warm = await visit(page, cdp, route);
  return { cold, warm, page } satisfies VisitPair;
}
