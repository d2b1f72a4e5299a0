import { urlOf } from 'shared-contracts';
import { instanceConfigCall, menuCall, supplierCall } from 'shared-contracts/api-declarations';
import { resolveRoute } from '../remotes/resolve-route.ts';
import { warmUpMessage } from '../sw/messages.ts';
import './ssr-payload.ts';

/**
 * The public reads a client-rendered page starts with, which a server-rendered page never asked for (it
 * holds its data): the config, which another path opened offline needs; and, on a route the server
 * renders with the diner's own data once their session is known (such a page is never kept, so its own
 * address opens offline rendered in the browser too), its branch and that branch's menu.
 */
function publicReads(): string[] {
  const config = urlOf(instanceConfigCall, { params: { domain: window.location.host } });
  const resolved = resolveRoute(window.location.pathname);
  const slug = resolved?.route.dinerData ? resolved.params.supplier : undefined;
  if (!slug) return [config];
  const branch = { params: { id: slug } };
  return [config, urlOf(supplierCall, branch), urlOf(menuCall, branch)];
}

/**
 * The stylesheets the server wrote into the page instead of linking them (`style[data-href]`, and the
 * remote's link left `disabled` beside its text): never loaded, yet the page the browser renders offline
 * links them, so they are handed over too.
 */
function writtenStyles(): string[] {
  const shell = Array.from(document.querySelectorAll('style[data-href]'), (style) =>
    style.getAttribute('data-href'),
  );
  const remotes = Array.from(document.querySelectorAll('link[rel="stylesheet"][disabled]'), (link) =>
    link.getAttribute('href'),
  );
  return [...shell, ...remotes].flatMap((href) => (href ? [new URL(href, window.location.href).href] : []));
}

/** After the page has loaded: registering must not compete with the boot requests for the network. */
function afterLoad(start: () => void): void {
  if (document.readyState === 'complete') setTimeout(start, 0);
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
}

/** Resolves once a worker controls this page: every request from then on passes through it. */
function controlled(container: ServiceWorkerContainer): Promise<ServiceWorker> {
  if (container.controller) return Promise.resolve(container.controller);
  return new Promise((resolve) => {
    container.addEventListener(
      'controllerchange',
      () => {
        if (container.controller) resolve(container.controller);
      },
      { once: true },
    );
  });
}

/**
 * Requests that started before the worker was in control but had not finished by then are in no list
 * yet (an entry is written when its response ends): handed over as they finish, for a while.
 */
function handOverInFlight(worker: ServiceWorker, controlledAt: number): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => {
    const late = list
      .getEntries()
      .filter((entry) => entry.startTime < controlledAt)
      .map((entry) => entry.name);
    if (late.length > 0) worker.postMessage(warmUpMessage(late));
  });
  observer.observe({ type: 'resource' });
  setTimeout(() => observer.disconnect(), 30_000);
}

/**
 * Registers `/sw.js` (production builds only; skipped where service workers do not exist) and hands
 * it what this page loaded before it was in control, so a first visit already works offline.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  afterLoad(() => {
    container
      .register('/sw.js')
      .then(() => controlled(container))
      .then((worker) => {
        const controlledAt = performance.now();
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        worker.postMessage(
          window.__MESA_SSR__
            ? warmUpMessage([...loaded, ...writtenStyles(), ...publicReads()], window.location.href)
            : warmUpMessage(loaded),
        );
        handOverInFlight(worker, controlledAt);
      })
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}
