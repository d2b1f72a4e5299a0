import type { RemoteName } from '../schemas/common.ts';
import { ROUTE_TABLE } from './paths.ts';

type Mounts = NonNullable<(typeof ROUTE_TABLE)[keyof typeof ROUTE_TABLE]['mount']>;

/** Route names that a remote renders today. */
export type RouteName = Mounts['name'];

export interface RouteDefinition {
  name: RouteName;
  /** A react-router path pattern. */
  path: string;
  /** The remote that renders this route. */
  remote: RemoteName;
  /** Whether the header shows the cart icon on this route. */
  cartIcon: boolean;
}

/** Which remote owns which path: the shell builds its router from this list and knows nothing else. */
export const ROUTES: readonly RouteDefinition[] = Object.values(ROUTE_TABLE).flatMap(
  (entry): RouteDefinition[] => {
    const mount: Mounts | undefined = entry.mount;
    return mount ? [{ ...mount, path: entry.pattern }] : [];
  },
);
