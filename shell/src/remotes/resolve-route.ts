import { matchRoutes } from 'react-router-dom';
import {
  BoundedCache,
  mountedRoute,
  ROUTE_TABLE,
  type InstanceConfig,
  type RouteDefinition,
} from 'shared-contracts';

export interface ResolvedRoute {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

/**
 * Every path of the route table, mounted or not: a shell page (`/{supplier}/account`, the redirects, the
 * smart link) is matched as itself, so it never falls through to a remote's wider pattern such as the
 * product's `/{supplier}/{product}`. react-router ranks them (a static segment beats a param).
 */
const candidates = Object.values(ROUTE_TABLE).map((entry) => ({
  path: entry.pattern,
  route: entry.mount ? mountedRoute(entry.pattern, entry.mount) : null,
}));

/**
 * The paths already resolved. Matching ranks the whole route table again on every call, and a page
 * asks for its own path several times while it boots (its prefetch, its profile, its service worker,
 * its render); a server asks once a request. Capped: the paths are whatever a browser asks for.
 */
const resolved = new BoundedCache<ResolvedRoute | null>(200);

/**
 * Which route (and so which remote) renders `pathname`; null for an unknown path and for the shell's own
 * pages, which no remote renders.
 */
export function resolveRoute(pathname: string): ResolvedRoute | null {
  const remembered = resolved.get(pathname);
  if (remembered !== undefined) return remembered;
  const last = matchRoutes(candidates, pathname)?.at(-1);
  const found = last?.route.route ? { route: last.route.route, params: last.params } : null;
  resolved.set(pathname, found);
  return found;
}

/**
 * The branch a route names, when it is one of the instance's; undefined for a route without a branch.
 * null means the path names a branch this instance does not have (a mistyped or stale link).
 */
export function branchOf(
  resolved: ResolvedRoute | null,
  config: Pick<InstanceConfig, 'suppliers'> | null,
): string | null | undefined {
  const slug = resolved?.params.supplier;
  if (slug === undefined) return undefined;
  if (!config) return slug;
  return config.suppliers.some((supplier) => supplier.slug === slug) ? slug : null;
}
