import { useUnit } from 'effector-react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTE_TABLE, ROUTES, seatAt } from 'shared-contracts';
import { AccountRoute } from '../account/account-route.tsx';
import { ConsoleFrame } from '../frame/console/console-frame.tsx';
import { CookieNotice } from '../frame/overlays/cookie-notice.tsx';
import { CustomStyle } from '../frame/custom-style/custom-style.tsx';
import { FrameExtras } from '../frame/extras/frame-extras.tsx';
import { frameModel } from '../frame/frame-model.ts';
import { backTargetOf } from '../frame/header/back-target.ts';
import { Header } from '../frame/header/header.tsx';
import { Loader } from '../frame/loader/loader.tsx';
import { OfflineNotice } from '../frame/offline-notice/offline-notice.tsx';
import { CoverageConfirmation } from '../frame/overlays/coverage-confirmation.tsx';
import { ErrorDialog } from '../frame/overlays/error-dialog.tsx';
import { BranchNotFoundPage, NotFoundPage } from '../frame/pages/pages.tsx';
import { RedirectPage } from '../frame/pages/redirect-page.tsx';
import { SmartLinkPage } from '../frame/pages/smart-link-page.tsx';
import { PopupDialog } from '../frame/overlays/popup-dialog.tsx';
import { popupsAllowedOn } from '../frame/overlays/popups-rule.ts';
import { RatingTab } from '../frame/rating-tab/rating-tab.tsx';
import { SidePanel } from '../frame/side-panel/side-panel.tsx';
import { useHydrated } from '../frame/use-hydrated.ts';
import { branchOf, resolveRoute } from '../remotes/resolve-route.ts';
import { useBrowserInputs } from './browser-inputs.ts';
import { useNewMenuRedirect } from './new-menu-guard.tsx';
import { usePageViews } from './page-views.ts';
import { RemoteRoute } from './remote-route.tsx';

function Frame() {
  const location = useLocation();
  const { instance, online, mobile, seat } = useUnit(frameModel);
  useBrowserInputs(location.search);
  const hydrated = useHydrated();
  const resolved = resolveRoute(location.pathname);
  const route = resolved?.route;
  const routeName = route?.name;
  const consoleFrame = route?.frame === 'console';
  usePageViews(location.pathname, routeName, !consoleFrame);
  const branch = branchOf(resolved, instance);
  const leaving = useNewMenuRedirect(route, branch);
  if (consoleFrame) {
    return <ConsoleFrame>{branch === null ? <BranchNotFoundPage /> : <Outlet />}</ConsoleFrame>;
  }
  const summary = (branch && instance?.suppliers.find((supplier) => supplier.slug === branch)) || null;
  return (
    <div className={mobile && hydrated ? 'mesa-frame mesa-frame--mobile' : 'mesa-frame'} data-frame="diner">
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
        { path: ROUTE_TABLE.account.pattern, element: <AccountRoute /> },
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
