/**
 * A remote's side of the contract. Imported as `shared-contracts/remote`, a subpath that is not a shared
 * singleton: each remote bundles this file, so the version and the React and effector it reports are
 * the ones that remote was built and loaded with, not the shell's.
 */
import * as effector from 'effector';
import * as React from 'react';
import type { EventCallable } from 'effector';
import type { ComponentType } from 'react';
import type { RouteName } from './paths/routes.ts';
import { remoteFederationName } from './remote-names.ts';
import type { RemoteName } from './schemas/common.ts';
import { reportSingletons } from './singletons.ts';
import { CONTRACTS_VERSION } from './version.ts';

/** What a route's "opened" event is told about the visit: the route's params and its query string. */
export interface RouteVisit {
  /** The route's params by name, as its path spells them (`/:supplier/menu` → `{ supplier }`). */
  params: Record<string, string>;
  /** The query string as `URL.search` gives it: `''`, or starting with `?`. */
  search: string;
}

/** Per route, the event that loads what the route's first screen shows. */
export type RouteOpenedEvents = Partial<Record<RouteName, EventCallable<RouteVisit>>>;

/** What every remote's exposed `./routes` module default-exports. */
export interface RemoteRoutesModule {
  contractsVersion: string;
  routes: Partial<Record<RouteName, ComponentType>>;
  /**
   * Per route, the event a server fires in the request's scope and awaits (`allSettled`) before it
   * renders the screen. It only loads data (no timers, no navigation); the screen's own "opened" event
   * still runs in the browser and skips what the scope already holds. Absent from remotes built against
   * contracts older than 1.1.
   */
  opened?: RouteOpenedEvents;
}

/**
 * The default export of a remote's `src/routes/index.tsx`: the screens it renders, by route name, and
 * the "opened" event of each of them (docs/architecture.md, "Server rendering").
 */
export function defineRemote<Name extends RouteName>(
  name: RemoteName,
  routes: Record<Name, ComponentType>,
  opened: NoInfer<Record<Name, EventCallable<RouteVisit>>>,
): RemoteRoutesModule {
  reportSingletons(remoteFederationName(name), { react: React.Component, effector: effector.createStore });
  return { contractsVersion: CONTRACTS_VERSION, routes, opened };
}
