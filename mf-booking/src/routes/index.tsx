import * as effector from 'effector';
import * as React from 'react';
import { CONTRACTS_VERSION, reportSingletons, type RemoteRoutesModule } from 'shared-contracts';
import '../i18n.ts';
import { BookPage } from '../pages/book-page.tsx';

reportSingletons('mf_booking', { react: React.Component, effector: effector.createStore });

const routesModule: RemoteRoutesModule = {
  contractsVersion: CONTRACTS_VERSION,
  routes: { Book: BookPage },
};

export default routesModule;
