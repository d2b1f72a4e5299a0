/**
 * A remote's side of the contract. Imported as `shared-contracts/remote`, a subpath that is not a shared
 * singleton: each remote bundles this file, so the version and the React and effector it reports are
 * the ones that remote was built and loaded with, not the shell's.
 */
import * as effector from 'effector';
import * as React from 'react';
import type { ComponentType } from 'react';
import type { RouteName } from './paths/routes.ts';
import { remoteFederationName } from './remote-names.ts';
import type { RemoteName } from './schemas/common.ts';
import { reportSingletons } from './singletons.ts';
import { CONTRACTS_VERSION } from './version.ts';

/** What every remote's exposed `./routes` module default-exports. */
export interface RemoteRoutesModule {
  contractsVersion: string;
  routes: Partial<Record<RouteName, ComponentType>>;
}

/** The default export of a remote's `src/routes/index.tsx`: the screens it renders, by route name. */
export function defineRemote(name: RemoteName, routes: RemoteRoutesModule['routes']): RemoteRoutesModule {
  reportSingletons(remoteFederationName(name), { react: React.Component, effector: effector.createStore });
  return { contractsVersion: CONTRACTS_VERSION, routes };
}
