import { apiBaseUrl } from 'shared-contracts';
import { warmUpMessage } from '../sw/messages.ts';
import './ssr-payload.ts';

/**
 * The config read a client-rendered page starts with: a server-rendered page never asked for it, yet
 * another path opened offline is rendered in the browser and needs it.
 */
const configUrl = () => `${apiBaseUrl()}/experience/${encodeURIComponent(window.location.host)}/config`;

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
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        worker.postMessage(
          window.__MESA_SSR__
            ? warmUpMessage([...loaded, configUrl()], window.location.href)
            : warmUpMessage(loaded),
        );
      })
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}
