import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  isContractCompatible,
  loadChunk,
  remoteFederationName,
  type RemoteEntry,
  type RemoteName,
  type RemoteRoutesModule,
} from 'shared-contracts';
import { earlyManifestPlugin } from './early-manifest-plugin.ts';
import { isLoadFailure, loadFailurePlugin } from './load-failure-plugin.ts';
import { markSettled, type RemoteLoadResult, type RemoteSource } from './remote-source.ts';

export type { RemoteLoadResult };

const federationName = remoteFederationName;

const enabled = new Map<RemoteName, RemoteEntry>();
const loads = new Map<RemoteName, Promise<RemoteLoadResult>>();
let pluginsRegistered = false;

const toFederationRemote = (entry: RemoteEntry) => ({
  name: federationName(entry.name),
  entry: entry.entry,
  type: 'module',
});

/** Registers the instance's switched-on remotes with the federation runtime (no URL is compiled in). */
export function registerInstanceRemotes(remotes: readonly RemoteEntry[]): void {
  if (!pluginsRegistered) {
    registerPlugins([earlyManifestPlugin(), loadFailurePlugin()]);
    pluginsRegistered = true;
  }
  const switchedOn = remotes.filter((remote) => remote.enabled);
  for (const remote of switchedOn) enabled.set(remote.name, remote);
  registerRemotes(switchedOn.map(toFederationRemote));
}

export function isRemoteEnabled(name: RemoteName): boolean {
  return enabled.has(name);
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'routes' in value &&
    typeof value.routes === 'object' &&
    value.routes !== null &&
    'contractsVersion' in value
  );
}

async function fetchRoutes(name: RemoteName): Promise<RemoteLoadResult> {
  if (!enabled.has(name)) return { kind: 'disabled' };
  try {
    // A remote whose files never arrive fails after the 120 s chunk timeout (its retry page) instead of loading forever.
    const loaded = await loadChunk(() => loadRemote<unknown>(`${federationName(name)}/routes`));
    if (isLoadFailure(loaded)) return { kind: 'failed', error: loaded.error };
    const routesModule =
      typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
    if (!isRoutesModule(routesModule)) return { kind: 'incompatible', version: 'unknown' };
    if (!isContractCompatible(routesModule.contractsVersion)) {
      return { kind: 'incompatible', version: String(routesModule.contractsVersion) };
    }
    return { kind: 'ready', routes: routesModule.routes };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/** The routes a remote exposes, loaded once and shared by the boot prefetch and the route. */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteLoadResult> {
  let pending = loads.get(name);
  if (!pending) {
    // Marked settled once loaded: the boot awaits the first route's remote before hydrating, so the
    // route then renders its screen at once, as the server did.
    pending = markSettled(fetchRoutes(name));
    loads.set(name, pending);
    // A failure is not cached: the next visit of the route tries again.
    void pending.then((result) => {
      if (result.kind === 'failed') loads.delete(name);
    });
  }
  return pending;
}

/** Forgets everything the runtime knows about a remote (manifest, entry) and loads it again. */
export function retryRemote(name: RemoteName): Promise<RemoteLoadResult> {
  const entry = enabled.get(name);
  if (entry) registerRemotes([toFederationRemote(entry)], { force: true });
  loads.delete(name);
  return loadRemoteRoutes(name);
}

/** The browser's source of remote screens, for `RemoteSourceContext`. */
export const browserRemotes: RemoteSource = { load: loadRemoteRoutes, retry: retryRemote };
