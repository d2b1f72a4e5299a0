import { allSettled, type Scope } from 'effector';
import { branchOpened, loadMenuFx, type InstanceConfig } from 'shared-contracts';
import { loadRemoteRoutes } from '../remotes/registry.ts';
import { branchOf, resolveRoute } from '../remotes/resolve-route.ts';

/**
 * Starts, in parallel, everything the first screen needs: its remote and its first data request, as
 * soon as the config is known and before React renders (no request waits on another).
 */
export function startRouteLoad(pathname: string, config: InstanceConfig, scope: Scope): void {
  const resolved = resolveRoute(pathname);
  const slug = branchOf(resolved, config);
  // No route, or a branch this instance does not have: the shell renders that page itself.
  if (!resolved || slug === null) return;
  void loadRemoteRoutes(resolved.route.remote);
  if (!slug) return;
  if (resolved.route.name === 'Home' || resolved.route.name === 'Menu') {
    // Not awaited; the screen reads the same cached request and shows a failure itself.
    void allSettled(loadMenuFx, { scope, params: slug });
    void allSettled(branchOpened, { scope, params: slug });
  }
}

/**
 * Loads the remote of the first route before a server-rendered page hydrates: the route then renders
 * its screen at once (its load is settled), as the server did. Its data is in the page already.
 */
export async function loadFirstRemote(pathname: string, config: InstanceConfig): Promise<void> {
  const resolved = resolveRoute(pathname);
  if (!resolved || branchOf(resolved, config) === null) return;
  await loadRemoteRoutes(resolved.route.remote);
}
