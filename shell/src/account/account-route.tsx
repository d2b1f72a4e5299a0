import { use, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { ROUTE_TABLE } from 'shared-contracts';
import { Loader } from '../frame/loader/loader.tsx';
import { RetryPage } from '../frame/pages/pages.tsx';
import { LoadBoundary } from '../remotes/load-boundary.tsx';
import { markSettled } from '../remotes/remote-source.ts';

type AccountLoad = { kind: 'ready'; Page: ComponentType<{ loader: ReactNode }> } | { kind: 'failed' };

let loading: Promise<AccountLoad> | null = null;

/**
 * The profile page's chunk (its form, the phone's verification and their texts), fetched when the page is
 * opened: few diners open it, and every other page would carry it. A failed fetch is not kept, so the
 * retry asks again.
 */
export function loadAccountPage(): Promise<AccountLoad> {
  loading ??= markSettled(
    import('./account-page.tsx').then(
      ({ AccountPage }): AccountLoad => ({ kind: 'ready', Page: AccountPage }),
      (error: unknown): AccountLoad => {
        console.error('The profile page could not be loaded', error);
        loading = null;
        return { kind: 'failed' };
      },
    ),
  );
  return loading;
}

/**
 * Loads the profile page's chunk when `pathname` is that page: before a server-rendered page hydrates
 * (it then renders at once, as the server did) and before the server renders it.
 */
export async function loadShellPage(pathname: string): Promise<void> {
  if (matchPath(ROUTE_TABLE.account.pattern, pathname)) await loadAccountPage();
}

/** `/{supplier}/account`: the profile page, or the retry page when its chunk could not be fetched. */
export function AccountRoute() {
  const [load, setLoad] = useState(loadAccountPage);
  const retry = useCallback(() => setLoad(loadAccountPage()), []);
  return (
    <LoadBoundary load={load}>
      <AccountScreen load={load} onRetry={retry} />
    </LoadBoundary>
  );
}

function AccountScreen({ load, onRetry }: { load: Promise<AccountLoad>; onRetry: () => void }) {
  const result = use(load);
  if (result.kind === 'failed') return <RetryPage onRetry={onRetry} />;
  // The shell's loader is handed in: the page's chunk imports nothing of the shell's own.
  return <result.Page loader={<Loader />} />;
}
