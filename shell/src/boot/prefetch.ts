import { loadMenu, loadSupplier, supplierLoaded } from 'shared-contracts';
import { loadRemoteRoutes } from '../remotes/registry.ts';
import { resolveRoute } from '../remotes/resolve-route.ts';

/**
 * Starts, in parallel, everything the first screen needs: its remote and its first data request, as
 * soon as the config is known and before React renders (no request waits on another).
 */
export function startRouteLoad(pathname: string): void {
  const resolved = resolveRoute(pathname);
  if (!resolved) return;
  void loadRemoteRoutes(resolved.route.remote);
  const slug = resolved.params.supplier;
  if (!slug) return;
  if (resolved.route.name === 'Home' || resolved.route.name === 'Menu') {
    // The screen reads the same cached request; a failure is shown by the screen, not here.
    loadMenu(slug).catch(() => undefined);
    loadSupplier(slug).then(supplierLoaded, () => undefined);
  }
}
