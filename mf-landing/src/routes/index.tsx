import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import { routeVisited } from '../model/main-page.ts';
import { MainPage } from '../pages/main-page.tsx';

export default defineRemote('landing', { Main: MainPage }, { Main: routeVisited });
