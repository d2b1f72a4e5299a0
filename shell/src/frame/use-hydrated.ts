import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and on the render that hydrates its HTML, true afterwards (React renders the
 * server snapshot while hydrating, then the client one). What the browser's storage or viewport decides
 * (cookie notice, stored service, mobile) waits for it: the boot may read storage while a part of the
 * tree is still hydrating, and that part must render as the server did.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
