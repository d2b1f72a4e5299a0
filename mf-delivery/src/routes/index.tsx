import * as effector from 'effector';
import * as React from 'react';
import { CONTRACTS_VERSION, reportSingletons, type RemoteRoutesModule } from 'shared-contracts';
import '../i18n.ts';
import { LocationPage } from '../pages/location-page.tsx';

reportSingletons('mf_delivery', { react: React.Component, effector: effector.createStore });

const routesModule: RemoteRoutesModule = {
  contractsVersion: CONTRACTS_VERSION,
  routes: { Location: LocationPage },
};

export default routesModule;
