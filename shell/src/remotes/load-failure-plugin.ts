import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const LOAD_FAILED = '__mesaRemoteLoadFailed';

/** What `loadRemote` resolves to instead of rejecting when a remote cannot be loaded. */
export interface LoadFailure {
  [LOAD_FAILED]: true;
  error: unknown;
}

export const isLoadFailure = (value: unknown): value is LoadFailure =>
  typeof value === 'object' && value !== null && LOAD_FAILED in value;

/**
 * A remote that cannot be loaded (server down, manifest missing, broken entry) resolves to a marker
 * instead of rejecting, so the route shows its retry page and nothing else breaks.
 */
export function loadFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mesa-load-failure',
    errorLoadRemote({ lifecycle, error }) {
      if (lifecycle !== 'onLoad') return undefined;
      const failure: LoadFailure = { [LOAD_FAILED]: true, error };
      return failure;
    },
  };
}
