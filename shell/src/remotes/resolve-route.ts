import { matchRoutes } from 'react-router-dom';
import { ROUTES, type RouteDefinition } from 'shared-contracts';

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
