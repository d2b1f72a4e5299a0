import { urlOf } from 'shared-contracts';
import { instanceConfigCall } from 'shared-contracts/api-declarations';
import { warmUpMessage } from '../sw/messages.ts';
import './ssr-payload.ts';

/**
 * The config read a client-rendered page starts with: a server-rendered page never asked for it, yet
 * another path opened offline is rendered in the browser and needs it.
 */
const configUrl = () => urlOf(instanceConfigCall, { params: { domain: window.location.host } });

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
            ? warmUpMessage([...loaded, configUrl()], window.location.href)
            : warmUpMessage(loaded),
        );
        handOverInFlight(worker, controlledAt);
      })
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}
