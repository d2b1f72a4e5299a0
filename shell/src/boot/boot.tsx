import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  appStarted,
  initI18n,
  readBootConfig,
  startPersistence,
  type InstanceConfig,
} from 'shared-contracts';
import { App, createAppRouter } from '../frame/app.tsx';
import { registerShellTranslations } from '../frame/i18n.ts';
import { InactiveSitePage } from '../frame/pages.tsx';
import { registerInstanceRemotes } from '../remotes/registry.ts';
import { renderBootError } from './boot-error.ts';
import { startRouteLoad } from './prefetch.ts';
import { applyDocumentMeta, applyTheme } from './theme.ts';

async function prepareLanguage(config: InstanceConfig): Promise<void> {
  const lang = await initI18n(config);
  registerShellTranslations();
  applyDocumentMeta(config, lang);
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

  if (config.status === 'locked') {
    await prepareLanguage(config);
    createRoot(root).render(
      <StrictMode>
        <InactiveSitePage name={config.name} logo={config.linktree_logo || config.header.logo} />
      </StrictMode>,
    );
    return;
  }

  registerInstanceRemotes(config.remotes);
  startRouteLoad(window.location.pathname, config);
  startPersistence();
  appStarted(config);
  await prepareLanguage(config);

  const router = createAppRouter();
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
