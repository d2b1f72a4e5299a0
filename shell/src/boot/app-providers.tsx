import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { RemoteSourceContext, type RemoteSource } from '../remotes/remote-source.ts';
import { I18nextProvider } from 'shared-contracts';

interface AppProvidersProps {
  /** The page's one scope in the browser; one per request on the server. */
  scope: Scope;
  /** The shared instance in the browser; a per-request clone in the request's language on the server. */
  i18n: I18n;
  remotes: RemoteSource;
  children: ReactNode;
}

/**
 * What every render of the shell stands on, the same on the server and in the browser, so the tree
 * the browser hydrates is the tree the server rendered.
 */
export function AppProviders({ scope, i18n, remotes, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RemoteSourceContext value={remotes}>
          <Provider value={scope}>{children}</Provider>
        </RemoteSourceContext>
      </I18nextProvider>
    </StrictMode>
  );
}
