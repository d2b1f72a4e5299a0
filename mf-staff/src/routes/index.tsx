import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import '../ui/staff.css';
import { consoleRouteVisited } from '../model/route-visited.ts';
import { HomePage } from '../pages/home-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';

export default defineRemote(
  'staff',
  {
    StaffHome: HomePage,
    StaffKitchen: HomePage,
    StaffTables: HomePage,
    StaffNotFound: NotFoundPage,
  },
  {
    StaffHome: consoleRouteVisited,
    StaffKitchen: consoleRouteVisited,
    StaffTables: consoleRouteVisited,
    StaffNotFound: consoleRouteVisited,
  },
);
