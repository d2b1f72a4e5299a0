import { createContext } from 'react';
import type { RemoteName, RemoteRoutesModule } from 'shared-contracts';

export type RemoteLoadResult =
  | { kind: 'ready'; routes: RemoteRoutesModule['routes'] }
  | { kind: 'disabled' }
  | { kind: 'incompatible'; version: string }
  | { kind: 'failed'; error: unknown };

/**
 * Where `RemoteRoute` gets a remote's screens: the browser's federation runtime on the client, the
 * remote the server already loaded for this request on the server. Not defaulted, so the server never
 * imports the browser runtime and a missing provider fails loudly.
 */
export interface RemoteSource {
  load: (name: RemoteName) => Promise<RemoteLoadResult>;
  retry: (name: RemoteName) => Promise<RemoteLoadResult>;
}

export const RemoteSourceContext = createContext<RemoteSource | null>(null);

type Settled<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

/**
 * Marks `promise` with React 19's thenable fields once it resolves, so `use()` returns its value
 * synchronously instead of suspending: a first client render over server HTML then equals the
 * server's (a plain resolved promise still renders the Suspense fallback once).
 */
export function markSettled<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Settled<T>;
  if (marked.status === undefined) {
    marked.status = 'pending';
    promise.then(
      (value) => {
        marked.status = 'fulfilled';
        marked.value = value;
      },
      () => {
        marked.status = 'rejected';
      },
    );
  }
  return promise;
}

/** An already-settled promise of `value` (the server's results, read synchronously by `use()`). */
export function settled<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value) as Settled<T>;
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}
