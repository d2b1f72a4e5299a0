import { Suspense, use, useCallback, useState } from 'react';
import type { RemoteName, RouteName } from 'shared-contracts';
import { Loader } from '../frame/loader.tsx';
import { NotAvailablePage, RetryPage, UpdateNeededPage } from '../frame/pages.tsx';
import { RemoteSourceContext, type RemoteLoadResult } from './remote-source.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

interface RemoteRouteProps {
  remote: RemoteName;
  name: RouteName;
}

/** Renders route `name` from `remote`, or the page that says why it cannot. */
export function RemoteRoute({ remote, name }: RemoteRouteProps) {
  const source = use(RemoteSourceContext);
  if (!source) throw new Error('RemoteRoute needs a RemoteSourceContext provider');
  const [load, setLoad] = useState(() => source.load(remote));
  const retry = useCallback(() => setLoad(source.retry(remote)), [source, remote]);
  return (
    <Suspense fallback={<Loader />}>
      <RemoteScreen load={load} remote={remote} name={name} onRetry={retry} />
    </Suspense>
  );
}

interface RemoteScreenProps extends RemoteRouteProps {
  load: Promise<RemoteLoadResult>;
  onRetry: () => void;
}

function RemoteScreen({ load, remote, name, onRetry }: RemoteScreenProps) {
  const result = use(load);
  switch (result.kind) {
    case 'disabled':
      return <NotAvailablePage remote={remote} />;
    case 'failed':
      return <RetryPage onRetry={onRetry} />;
    case 'incompatible':
      return <UpdateNeededPage />;
    case 'ready': {
      const Screen = result.routes[name];
      if (!Screen) return <UpdateNeededPage />;
      return (
        <RemoteErrorBoundary onRetry={onRetry} fallback={(retry) => <RetryPage onRetry={retry} />}>
          <Screen />
        </RemoteErrorBoundary>
      );
    }
  }
}
