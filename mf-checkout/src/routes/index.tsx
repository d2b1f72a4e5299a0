import * as effector from 'effector';
import * as React from 'react';
import { CONTRACTS_VERSION, reportSingletons, type RemoteRoutesModule } from 'shared-contracts';
import '../i18n.ts';
import { CartPage } from '../pages/cart-page.tsx';

reportSingletons('mf_checkout', { react: React.Component, effector: effector.createStore });

const routesModule: RemoteRoutesModule = {
  contractsVersion: CONTRACTS_VERSION,
  routes: { DeliveryCartInProgress: CartPage },
};

export default routesModule;
