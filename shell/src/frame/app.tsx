import { useUnit } from 'effector-react';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { branchOf, resolveRoute } from '../remotes/resolve-route.ts';
import { RemoteRoute } from '../remotes/remote-route.tsx';
import { frameModel } from './frame-model.ts';
import { Header } from './header.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { BranchNotFoundPage, NotFoundPage } from './pages.tsx';

function Frame() {
  const location = useLocation();
  const { instance, online } = useUnit(frameModel);
  const resolved = resolveRoute(location.pathname);
  const branch = branchOf(resolved, instance);
  return (
    <div className="mesa-frame">
      <Header
        showCart={(resolved?.route.cartIcon ?? false) && branch !== null}
        supplierSlug={branch ?? undefined}
      />
      {online ? null : <OfflineNotice />}
      <main id="main" className="mesa-main" tabIndex={-1}>
        {/* A branch this instance does not have: say so here, without loading any remote. */}
        {branch === null ? <BranchNotFoundPage /> : <Outlet />}
      </main>
    </div>
  );
}

/** The shell's route objects: the browser router and the server's static handler are built from them. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <Frame />,
      children: [
        ...ROUTES.map((route) => ({
          path: route.path,
          element: <RemoteRoute key={route.name} remote={route.remote} name={route.name} />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
