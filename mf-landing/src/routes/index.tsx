import * as effector from 'effector';
import * as React from 'react';
import { CONTRACTS_VERSION, reportSingletons, type RemoteRoutesModule } from 'shared-contracts';
import '../i18n.ts';
import { MainPage } from '../pages/main-page.tsx';

reportSingletons('mf_landing', { react: React.Component, effector: effector.createStore });

const routesModule: RemoteRoutesModule = {
  contractsVersion: CONTRACTS_VERSION,
  routes: { Main: MainPage },
};

export default routesModule;
