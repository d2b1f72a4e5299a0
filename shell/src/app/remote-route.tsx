import { useUnit } from 'effector-react';
import { Suspense, use, useCallback, useState } from 'react';
import { errorCaught, type RemoteName, type RouteName } from 'shared-contracts';
import { Loader } from '../frame/loader/loader.tsx';
import { NotAvailablePage, RetryPage, UpdateNeededPage } from '../frame/pages/pages.tsx';
import { isFulfilled, RemoteSourceContext, type RemoteLoadResult } from '../remotes/remote-source.ts';
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
  const screen = <RemoteScreen load={load} remote={remote} name={name} onRetry={retry} />;
  // A remote already loaded (the first route, on the server and at hydration) renders without a
  // Suspense boundary: React hydrates a boundary in a later pass, after the shell has applied the
  // diner's stored state (the cart), and the boundary's HTML would no longer match it.
  return isFulfilled(load) ? screen : <Suspense fallback={<Loader />}>{screen}</Suspense>;
}

interface RemoteScreenProps extends RemoteRouteProps {
  load: Promise<RemoteLoadResult>;
  onRetry: () => void;
}

function RemoteScreen({ load, remote, name, onRetry }: RemoteScreenProps) {
  const caught = useUnit(errorCaught);
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
        <RemoteErrorBoundary
          onRetry={onRetry}
          onError={(error) => caught({ kind: 'render', error })}
          fallback={(retry) => <RetryPage onRetry={retry} />}
        >
          <Screen />
        </RemoteErrorBoundary>
      );
    }
  }
}
