import { useUnit } from 'effector-react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTE_TABLE, ROUTES, seatAt } from 'shared-contracts';
import { AccountPage } from '../account/account-page.tsx';
import { branchOf, resolveRoute } from '../remotes/resolve-route.ts';
import { RemoteRoute } from '../remotes/remote-route.tsx';
import { backTargetOf } from './back-target.ts';
import { useBrowserInputs } from './browser-inputs.ts';
import { CookieNotice } from './cookie-notice.tsx';
import { CoverageConfirmation } from './coverage-confirmation.tsx';
import { ErrorDialog } from './error-dialog.tsx';
import { FrameExtras } from './frame-extras.tsx';
import { frameModel } from './frame-model.ts';
import { CustomStyle } from './custom-style.tsx';
import { Header } from './header.tsx';
import { Loader } from './loader.tsx';
import { useNewMenuRedirect } from './new-menu-guard.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { usePageViews } from './page-views.ts';
import { BranchNotFoundPage, NotFoundPage } from './pages.tsx';
import { PopupDialog } from './popup-dialog.tsx';
import { popupsAllowedOn } from './popups-rule.ts';
import { RatingTab } from './rating-tab.tsx';
import { RedirectPage } from './redirect-page.tsx';
import { SidePanel } from './side-panel.tsx';
import { SmartLinkPage } from './smart-link-page.tsx';
import { useHydrated } from './use-hydrated.ts';

function Frame() {
  const location = useLocation();
  const { instance, online, mobile, seat } = useUnit(frameModel);
  useBrowserInputs(location.search);
  const hydrated = useHydrated();
  const resolved = resolveRoute(location.pathname);
  const route = resolved?.route;
  const routeName = route?.name;
  usePageViews(location.pathname, routeName);
  const branch = branchOf(resolved, instance);
  const leaving = useNewMenuRedirect(route, branch);
  const summary = (branch && instance?.suppliers.find((supplier) => supplier.slug === branch)) || null;
  return (
    <div className={mobile && hydrated ? 'mesa-frame mesa-frame--mobile' : 'mesa-frame'}>
      <CustomStyle />
      <Header
        kind={route?.header ?? 'internal'}
        showCart={(route?.cartIcon ?? false) && branch !== null}
        branch={summary}
        backTo={backTargetOf(routeName, branch ?? undefined, seatAt(seat, branch))}
      />
      {summary ? <SidePanel branch={summary} /> : null}
      {online ? null : <OfflineNotice />}
      <CookieNotice />
      <FrameExtras />
      <main id="main" className="mesa-main" tabIndex={-1}>
        {/* A branch this instance does not have: say so here, without loading any remote. */}
        {branch === null ? <BranchNotFoundPage /> : leaving ? <Loader /> : <Outlet />}
      </main>
      {popupsAllowedOn(routeName) ? <PopupDialog /> : null}
      <RatingTab route={route} branch={branch ?? null} />
      <CoverageConfirmation />
      <ErrorDialog />
    </div>
  );
}

/** The shell's route objects: the browser's and the server's router render them (`AppRoutes`). */
function appRoutes(): RouteObject[] {
  return [
    {
      element: <Frame />,
      children: [
        ...ROUTES.map((route) => ({
          path: route.path,
          element: <RemoteRoute key={route.name} remote={route.remote} name={route.name} />,
        })),
        // The shell's own pages: no remote renders them.
        { path: ROUTE_TABLE.smartLink.pattern, element: <SmartLinkPage /> },
        { path: ROUTE_TABLE.account.pattern, element: <AccountPage /> },
        { path: ROUTE_TABLE.shortLink.pattern, element: <RedirectPage /> },
        { path: ROUTE_TABLE.delivery.pattern, element: <RedirectPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

let routes: RouteObject[] | null = null;

/** The page's routes, inside a `BrowserRouter` in the browser and a `StaticRouter` on the server. */
export function AppRoutes() {
  routes ??= appRoutes();
  return useRoutes(routes);
}
