import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import '../menu-i18n.ts';
import '../remotes-i18n.ts';
import '../orders-bookings-i18n.ts';
import '../team-i18n.ts';
import '../ui/staff.css';
import { consoleRouteVisited } from '../model/route-visited.ts';
import { BookingsPage } from '../pages/bookings-page.tsx';
import { AuditPage } from '../pages/audit-page.tsx';
import { FloorPage } from '../pages/floor-page.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { KitchenPage } from '../pages/kitchen-page.tsx';
import { MenuPage } from '../pages/menu-page.tsx';
import { OrdersPage } from '../pages/orders-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { PasswordPage } from '../pages/password-page.tsx';
import { RemotesPage } from '../pages/remotes-page.tsx';
import { TeamPage } from '../pages/team-page.tsx';
import { withConsoleBar } from '../ui/console-frame.tsx';

export default defineRemote(
  'staff',
  {
    StaffHome: withConsoleBar(HomePage),
    StaffKitchen: withConsoleBar(KitchenPage),
    StaffTables: withConsoleBar(FloorPage),
    StaffOrders: withConsoleBar(OrdersPage),
    StaffBookings: withConsoleBar(BookingsPage),
    StaffMenu: withConsoleBar(MenuPage),
    StaffRemotes: withConsoleBar(RemotesPage),
    StaffTeam: withConsoleBar(TeamPage),
    StaffAudit: withConsoleBar(AuditPage),
    StaffPassword: withConsoleBar(PasswordPage),
    StaffNotFound: withConsoleBar(NotFoundPage),
  },
  {
    StaffHome: consoleRouteVisited,
    StaffKitchen: consoleRouteVisited,
    StaffTables: consoleRouteVisited,
    StaffOrders: consoleRouteVisited,
    StaffBookings: consoleRouteVisited,
    StaffMenu: consoleRouteVisited,
    StaffRemotes: consoleRouteVisited,
    StaffTeam: consoleRouteVisited,
    StaffAudit: consoleRouteVisited,
    StaffPassword: consoleRouteVisited,
    StaffNotFound: consoleRouteVisited,
  },
);
