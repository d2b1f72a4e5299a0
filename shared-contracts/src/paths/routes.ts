import type { RemoteName } from '../schemas/common.ts';
import { ROUTE_TABLE } from './paths.ts';
import type { FirstLoad, FrameKind, HeaderKind, RouteMount } from './route.ts';

type Mounts = NonNullable<(typeof ROUTE_TABLE)[keyof typeof ROUTE_TABLE]['mount']>;

/** Route names that a remote renders today. */
export type RouteName = Mounts['name'];

/** A mounted route with every attribute of its mount spelled out. */
export interface RouteDefinition {
  name: RouteName;
  /** A react-router path pattern. */
  path: string;
  /** The remote that renders this route. */
  remote: RemoteName;
  frame: FrameKind;
  header: HeaderKind;
  cartIcon: boolean;
  ratingTab: boolean;
  newMenuGuard: boolean;
  firstLoads: readonly FirstLoad[];
  dinerData: boolean;
}

/** A mount of the route table with the attributes it leaves out set to the common case. */
export function mountedRoute(path: string, mount: RouteMount<RouteName>): RouteDefinition {
  return {
    name: mount.name,
    path,
    remote: mount.remote,
    frame: mount.frame ?? 'diner',
    header: mount.header ?? 'internal',
    cartIcon: mount.cartIcon ?? false,
    ratingTab: mount.ratingTab ?? false,
    newMenuGuard: mount.newMenuGuard ?? false,
    firstLoads: mount.firstLoads ?? [],
    dinerData: mount.dinerData ?? false,
  };
}

/** Which remote owns which path: the shell builds its router from this list and knows nothing else. */
export const ROUTES: readonly RouteDefinition[] = Object.values(ROUTE_TABLE).flatMap(
  (entry): RouteDefinition[] => {
    const mount: Mounts | undefined = entry.mount;
    return mount ? [mountedRoute(entry.pattern, mount)] : [];
  },
);
