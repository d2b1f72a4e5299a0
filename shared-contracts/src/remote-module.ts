import type { ComponentType } from 'react';
import type { RouteName } from './paths/routes.ts';

/** What every remote's exposed `./routes` module default-exports. */
export interface RemoteRoutesModule {
  contractsVersion: string;
  routes: Partial<Record<RouteName, ComponentType>>;
}
