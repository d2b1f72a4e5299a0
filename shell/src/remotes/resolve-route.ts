import { matchRoutes } from 'react-router-dom';
import { ROUTES, type InstanceConfig, type RouteDefinition } from 'shared-contracts';

export interface ResolvedRoute {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

/** Which route of `ROUTES` (and so which remote) renders `pathname`; null for an unknown path. */
export function resolveRoute(pathname: string): ResolvedRoute | null {
  const matches = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, route })),
    pathname,
  );
  const last = matches?.at(-1);
  if (!last) return null;
  return { route: last.route.route, params: last.params };
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
