import { useUnit } from 'effector-react';
import { use, useCallback, useState } from 'react';
import { errorCaught, type RemoteName, type RouteName } from 'shared-contracts';
import { NotAvailablePage, RetryPage, UpdateNeededPage } from '../frame/pages/pages.tsx';
import { LoadBoundary } from '../remotes/load-boundary.tsx';
import { RemoteSourceContext, type RemoteLoadResult } from '../remotes/remote-source.ts';
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
    <LoadBoundary load={load}>
      <RemoteScreen load={load} remote={remote} name={name} onRetry={retry} />
    </LoadBoundary>
  );
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
