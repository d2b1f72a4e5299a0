import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import '../ui/staff.css';
import { routeVisited as floorVisited } from '../model/floor-page.ts';
import { routeVisited as kitchenVisited } from '../model/kitchen-page.ts';
import { consoleRouteVisited } from '../model/route-visited.ts';
import { FloorPage } from '../pages/floor-page.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { KitchenPage } from '../pages/kitchen-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';

export default defineRemote(
  'staff',
  {
    StaffHome: HomePage,
    StaffKitchen: KitchenPage,
    StaffTables: FloorPage,
    StaffNotFound: NotFoundPage,
  },
  {
    StaffHome: consoleRouteVisited,
    StaffKitchen: kitchenVisited,
    StaffTables: floorVisited,
    StaffNotFound: consoleRouteVisited,
  },
);
