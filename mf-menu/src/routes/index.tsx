import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import { routeVisited } from '../model/menu-page.ts';
import { tableRouteVisited } from '../model/table-page.ts';
import { MenuPage } from '../pages/menu-page.tsx';
import { RoomServicePage, TableMenuPage } from '../pages/table-menu-page.tsx';

export default defineRemote(
  'menu',
  { Home: MenuPage, Menu: MenuPage, OnTableMenuDigital: TableMenuPage, ServiceRoom: RoomServicePage },
  {
    Home: routeVisited,
    Menu: routeVisited,
    OnTableMenuDigital: tableRouteVisited,
    ServiceRoom: tableRouteVisited,
  },
);
