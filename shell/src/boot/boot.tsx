import { allSettled, fork, scopeBind, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  appStarted,
  persistenceStarted,
  readBootConfig,
  startLanguageFx,
  type InstanceConfig,
} from 'shared-contracts';
import { App, createAppRouter } from '../frame/app.tsx';
import { connectivityChanged } from '../frame/connectivity.ts';
import { registerShellTranslations } from '../frame/i18n.ts';
import { InactiveSitePage } from '../frame/pages.tsx';
import { registerInstanceRemotes } from '../remotes/registry.ts';
import { renderBootError } from './boot-error.ts';
import { startRouteLoad } from './prefetch.ts';
import { registerServiceWorker } from './service-worker.ts';
import { applyDocumentMeta, applyTheme } from './theme.ts';

async function prepareLanguage(scope: Scope, config: InstanceConfig): Promise<void> {
  const applied = await allSettled(startLanguageFx, { scope, params: config });
  registerShellTranslations();
  applyDocumentMeta(config, applied.status === 'done' ? applied.value : config.language);
}

/** The offline notice follows the browser's connectivity. */
function followConnectivity(scope: Scope): void {
  const changed = scopeBind(connectivityChanged, { scope });
  changed(navigator.onLine);
  window.addEventListener('online', () => changed(true));
  window.addEventListener('offline', () => changed(false));
}

/** Every screen, the shell's and the remotes', reads and changes the page's one scope. */
function render(root: HTMLElement, scope: Scope, screen: ReactNode): void {
  createRoot(root).render(
    <StrictMode>
      <Provider value={scope}>{screen}</Provider>
    </StrictMode>,
  );
}

export async function boot(root: HTMLElement): Promise<void> {
  let config: InstanceConfig;
  try {
    config = await readBootConfig();
  } catch (error) {
    console.error('Instance config could not be loaded', error);
    renderBootError(root);
    return;
  }
  applyTheme(config);
  // The page's state lives in one scope, never in the global stores: the same code can later render
  // on a server, one scope per request.
  const scope = fork();

  if (config.status === 'locked') {
    await prepareLanguage(scope, config);
    render(
      root,
      scope,
      <InactiveSitePage name={config.name} logo={config.linktree_logo || config.header.logo} />,
    );
    return;
  }

  registerInstanceRemotes(config.remotes);
  startRouteLoad(window.location.pathname, config, scope);
  await allSettled(persistenceStarted, { scope });
  await prepareLanguage(scope, config);
  // Not awaited, and started after the last `allSettled` (which waits for every effect of the scope):
  // the session and the profile retry until the API answers, which must not hold the page (offline).
  scopeBind(appStarted, { scope })(config);
  followConnectivity(scope);

  render(root, scope, <App router={createAppRouter()} />);
  registerServiceWorker();
}
