import type { Scope } from 'effector';
import { startFirstLoads, type InstanceConfig } from 'shared-contracts';
import { loadShellPage } from '../account/account-route.tsx';
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
  if (slug) startFirstLoads(resolved.route.firstLoads, slug, scope);
}

/**
 * Loads the remote of the first route (or the chunk of the shell's own page) before a server-rendered
 * page hydrates: the route then renders its screen at once (its load is settled), as the server did.
 * Its data is in the page already.
 */
export async function loadFirstRemote(pathname: string, config: InstanceConfig): Promise<void> {
  await loadShellPage(pathname);
  const resolved = resolveRoute(pathname);
  if (!resolved || branchOf(resolved, config) === null) return;
  await loadRemoteRoutes(resolved.route.remote);
}
