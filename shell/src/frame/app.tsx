import { createBrowserRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { resolveRoute } from '../remotes/resolve-route.ts';
import { RemoteRoute } from '../remotes/remote-route.tsx';
import { Header } from './header.tsx';
import { NotFoundPage } from './pages.tsx';

function Frame() {
  const location = useLocation();
  const resolved = resolveRoute(location.pathname);
  return (
    <div className="mesa-frame">
      <Header showCart={resolved?.route.cartIcon ?? false} supplierSlug={resolved?.params.supplier} />
      <main id="main" className="mesa-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
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
  ]);
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
