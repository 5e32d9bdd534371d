// What the shell provides as the shared `react-router-dom` singleton (webpack.shared.js): only the
// router parts the shell, the remotes and this package use, so webpack can leave the rest of the
// router out of the one copy every portal loads (~56 KB as sent whole, ~30 KB like this). A remote
// that starts using another part of react-router-dom adds it here; router-share.test.ts fails
// until it does. Imports `react-router` itself: `react-router-dom` is the shared key this module
// stands for, so importing it here would ask the share scope for this very module.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  matchRoutes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
