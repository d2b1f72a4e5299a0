/**
 * What the page shares as `react-router-dom`: only the names the shell and the remotes import. A shared
 * singleton is built whole (any consumer may ask for any export), and the whole package is 65 KB gzip,
 * most of it server rendering and framework mode that a browser-routed app never runs; these names are
 * about half. The apps route declaratively (`BrowserRouter` + `useRoutes`): the data router
 * (`createBrowserRouter`, loaders, actions, fetchers) would be half of what is left. A name missing here is `undefined` at run time, so `react-router-dom.test.ts` checks every
 * import in the workspace against this list. It imports `react-router` (what `react-router-dom` 7
 * re-exports): importing `react-router-dom` here would be federation's own shared module, a cycle.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
