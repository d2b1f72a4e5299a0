import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import { routeVisited } from '../model/menu-page.ts';
import { MenuPage } from '../pages/menu-page.tsx';

export default defineRemote(
  'menu',
  { Home: MenuPage, Menu: MenuPage },
  { Home: routeVisited, Menu: routeVisited },
);
