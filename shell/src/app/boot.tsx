import { allSettled, fork, scopeBind, type Scope } from 'effector';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  $requestHeaders,
  acquisitionCaptured,
  appStarted,
  browserLanguagesRead,
  browserTurn,
  formatMoney,
  i18n,
  instanceLoaded,
  persistenceStarted,
  readBootConfig,
  startLanguageFx,
  type InstanceConfig,
} from 'shared-contracts';
import { AppRoutes } from './app.tsx';
import { connectivityChanged } from '../frame/connectivity.ts';
import { registerShellTranslations } from '../frame/i18n.ts';
import { InactiveSitePage } from '../frame/pages/pages.tsx';
import { browserRemotes, registerInstanceRemotes } from '../remotes/registry.ts';
import { acquisitionOf } from '../boot/acquisition.ts';
import { warmApiClient } from '../boot/api-client-warmup.ts';
import { AppProviders } from '../boot/app-providers.tsx';
import { renderBootError } from '../boot/boot-error.ts';
import { clearEarlyAnswers, replayEarlyTaps } from '../boot/early-taps.ts';
import '../boot/consent-cookie.ts';
import { followSavedLanguage } from '../boot/lang-cookie.ts';
import { startEarlyProfile } from '../boot/early-profile.ts';
import { followPageErrors } from '../boot/page-errors.ts';
import { loadFirstRemote, startRouteLoad } from '../boot/prefetch.ts';
import { adoptRenderedProfile, type RenderedProfile, renderedProfile } from '../boot/profile-cookie.ts';
import { registerServiceWorker } from '../boot/service-worker.ts';
import type { SsrPayload } from '../boot/ssr-payload.ts';
import { applyDocumentMeta, applyTheme } from '../boot/theme.ts';

async function prepareLanguage(
  scope: Scope,
  config: Pick<InstanceConfig, 'language' | 'langs' | 'country_code'>,
) {
  // Registered first: a page in English or Portuguese loads the shell's texts in it with the common ones.
  registerShellTranslations();
  const applied = await allSettled(startLanguageFx, { scope, params: config });
  return applied.status === 'done' ? applied.value : config.language;
}

/** The offline notice follows the browser's connectivity. */
function followConnectivity(scope: Scope): void {
  const changed = scopeBind(connectivityChanged, { scope });
  changed(navigator.onLine);
  window.addEventListener('online', () => changed(true));
  window.addEventListener('offline', () => changed(false));
}

const tree = (scope: Scope, screen: ReactNode) => (
  <AppProviders scope={scope} i18n={i18n} remotes={browserRemotes}>
    {screen}
  </AppProviders>
);

const appScreen = () => (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);
const inactiveScreen = (config: InstanceConfig) => (
  <InactiveSitePage name={config.name} logo={config.linktree_logo || config.header.logo} />
);

/** Every screen, the shell's and the remotes', reads and changes the page's one scope. */
function render(root: HTMLElement, scope: Scope, screen: ReactNode): void {
  createRoot(root).render(tree(scope, screen));
}

/** Renders nothing; tells when React has committed the tree it is in. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Hydrates the server's HTML; resolves once React has committed it, so state the server could not know
 * (localStorage) is only applied afterwards and the first client render equals the server's.
 */
function hydrate(root: HTMLElement, scope: Scope, screen: ReactNode): Promise<void> {
  return new Promise((resolve) => {
    const committed = () => {
      root.removeAttribute('inert');
      resolve();
    };
    const screenAndSignal = (
      <>
        {screen}
        <Committed onCommit={committed} />
      </>
    );
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser paint and
    // take input between them, instead of one long task (the page stays `inert` until it commits).
    startTransition(() => {
      hydrateRoot(root, tree(scope, screenAndSignal), {
        // Production React reports a mismatch only here (error #418): e2e fails on this prefix.
        onRecoverableError: (error) => console.error('[hydration]', error),
      });
    });
  });
}

/** The browser-only start of the page: the diner's stored state, session, profile, connectivity. */
function startBrowserState(scope: Scope, config: InstanceConfig): void {
  // Not awaited, and started after the last `allSettled` (which waits for every effect of the scope):
  // the session and the profile retry until the API answers, which must not hold the page (offline).
  scopeBind(appStarted, { scope })(config);
  scopeBind(acquisitionCaptured, { scope })(
    acquisitionOf(window.location.search, document.referrer, navigator.userAgent),
  );
  followConnectivity(scope);
}

/** A page the shell's server rendered: same scope values, same language, then hydrate. */
async function bootServerRendered(
  root: HTMLElement,
  ssr: SsrPayload,
  rendered: RenderedProfile,
): Promise<void> {
  const { config, lang } = ssr;
  // The shell's modules were evaluated in this very task: the browser gets a turn before the boot.
  await browserTurn();
  // The first Intl formatter loads the browser's locale data (some 50 ms on a mid-range phone): the
  // page's money formatter is made here, in a task of its own, rather than inside hydration.
  formatMoney(0, config.currency);
  await browserTurn();
  // Already in the HTML; set again as the client-rendered path does, so both pages end up the same.
  applyTheme(config);
  const scope = fork({ values: ssr.state });
  followPageErrors(scope);
  await allSettled(instanceLoaded, { scope, params: config });
  // The language the server rendered in, not yet the stored choice (read after hydration).
  await prepareLanguage(scope, { language: lang, langs: [lang], country_code: config.country_code });
  if (config.status === 'locked') {
    await hydrate(root, scope, inactiveScreen(config));
    return;
  }
  registerInstanceRemotes(config.remotes);
  await adoptRenderedProfile(scope, rendered.profile);
  await browserTurn();
  await loadFirstRemote(window.location.pathname, config);
  // The route's files are here: a first visit's profile is asked for while the page hydrates.
  startEarlyProfile(config, scope.getState($requestHeaders));
  await hydrate(root, scope, appScreen());

  // Each step below is a task of its own: after hydration's commit, reading the stored state back
  // (every persisted store, checked), the language and the browser's start are some 50 ms each on a
  // mid-range phone, and a tap meanwhile is served between them.
  await browserTurn();
  await allSettled(persistenceStarted, { scope });
  await browserTurn();
  await allSettled(browserLanguagesRead, { scope, params: navigator.languages });
  // A choice saved before the cookie existed: switch to it now (the server could not know it).
  await followSavedLanguage(scope, config, lang);
  await browserTurn();
  startBrowserState(scope, config);
  // Live, with the saved cart and language in place: what the diner tapped meanwhile is answered now.
  replayEarlyTaps();
  registerServiceWorker();
}

export async function boot(root: HTMLElement): Promise<void> {
  warmApiClient();
  const ssr = window.__MESA_SSR__;
  const rendered = ssr ? renderedProfile(ssr.profileId) : null;
  if (ssr && rendered?.holds) {
    try {
      await bootServerRendered(root, ssr, rendered);
    } finally {
      // Whatever failed, the server's HTML (its links) must not stay out of reach or covered.
      root.removeAttribute('inert');
      clearEarlyAnswers();
    }
    return;
  }
  // The server rendered the diner's data for a profile this browser no longer holds: drawn afresh.
  root.removeAttribute('inert');
  clearEarlyAnswers();
  let config: InstanceConfig;
  try {
    config = ssr?.config ?? (await readBootConfig());
  } catch (error) {
    console.error('Instance config could not be loaded', error);
    renderBootError(root);
    return;
  }
  applyTheme(config);
  // The page's state lives in one scope, never in the global stores: the same code renders on the
  // shell's server, one scope per request.
  const scope = fork();
  followPageErrors(scope);

  if (config.status === 'locked') {
    applyDocumentMeta(config, await prepareLanguage(scope, config));
    render(root, scope, inactiveScreen(config));
    return;
  }

  registerInstanceRemotes(config.remotes);
  startRouteLoad(window.location.pathname, config, scope);
  await allSettled(persistenceStarted, { scope });
  // A first visit (nothing saved) honours the browser's languages the instance offers.
  await allSettled(browserLanguagesRead, { scope, params: navigator.languages });
  applyDocumentMeta(config, await prepareLanguage(scope, config));
  startBrowserState(scope, config);
  // The instance's preload screen (painted by index.html) stays until the first route's remote is
  // here: the route then renders its screen at once, not the frame around a loader.
  await loadFirstRemote(window.location.pathname, config);

  render(root, scope, appScreen());
  registerServiceWorker();
}
