import * as effector from 'effector';
import * as React from 'react';
import { CONTRACTS_VERSION, reportSingletons, type RemoteRoutesModule } from 'shared-contracts';
import '../i18n.ts';
import { MenuPage } from '../pages/menu-page.tsx';

reportSingletons('mf_menu', { react: React.Component, effector: effector.createStore });

const routesModule: RemoteRoutesModule = {
  contractsVersion: CONTRACTS_VERSION,
  routes: { Home: MenuPage, Menu: MenuPage },
};

export default routesModule;
