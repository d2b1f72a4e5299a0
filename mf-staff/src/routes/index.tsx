import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import '../menu-i18n.ts';
import '../remotes-i18n.ts';
import '../ui/staff.css';
import { routeVisited as floorVisited } from '../model/floor-page.ts';
import { routeVisited as kitchenVisited } from '../model/kitchen-page.ts';
import { consoleRouteVisited } from '../model/route-visited.ts';
import { FloorPage } from '../pages/floor-page.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { KitchenPage } from '../pages/kitchen-page.tsx';
import { MenuPage } from '../pages/menu-page.tsx';
import { RemotesPage } from '../pages/remotes-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';

export default defineRemote(
  'staff',
  {
    StaffHome: HomePage,
    StaffKitchen: KitchenPage,
    StaffTables: FloorPage,
    StaffMenu: MenuPage,
    StaffRemotes: RemotesPage,
    StaffNotFound: NotFoundPage,
  },
  {
    StaffHome: consoleRouteVisited,
    StaffKitchen: kitchenVisited,
    StaffTables: floorVisited,
    StaffMenu: consoleRouteVisited,
    StaffRemotes: consoleRouteVisited,
    StaffNotFound: consoleRouteVisited,
  },
);
