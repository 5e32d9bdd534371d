// The shell's routes. Each remote area is a RemoteArea that mounts one top-level entry of that
// remote's './routes'. 'createjob/*' also matches '/createjob' itself. Static prefixes outrank the
// two-parameter category route, which outranks the one-parameter company profile.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { AREAS, PAGES, routeUnder, type AreaPath, type PagePattern } from '@opgavetorvet/contracts';
import { lazyPage, loadNamespaces, PageSuspense } from '@opgavetorvet/ui';
import type { RemoteName } from '../config/remotes';
import { NotFoundPage } from '../components/not-found-page';
import { RemoteArea } from '../features/remotes/components/remote-area';
import { loadRemoteRoutes } from '../features/remotes/lib/remote-registry';
import { routesPromise } from '../features/remotes/lib/routes-promise';
import { Layout } from './layout';
import { RouteErrorPage } from './route-error-page';

// Pages are their own chunks, so a portal's first load does not carry the home page and a first
// visit not the rarely opened ones.
// The home page and the guarantees read the 'home' texts, fetched with their code.
const loadHomePage = () =>
  Promise.all([import('../features/home/components/home-page'), loadNamespaces('home')]).then(
    ([module]) => module,
  );
const HomePage = lazyPage(loadHomePage, 'HomePage');
const GuaranteePage = lazyPage(
  () =>
    Promise.all([import('../features/guarantees/components/guarantee-page'), loadNamespaces('home')]).then(
      ([module]) => module,
    ),
  'GuaranteePage',
);
// The privacy policy and the terms of use: one chunk with the 'legal' texts, fetched with their code.
const loadLegalPages = () =>
  Promise.all([import('../features/legal/components/legal-pages'), loadNamespaces('legal')]).then(
    ([module]) => module,
  );
const PrivacyPolicyPage = lazyPage(loadLegalPages, 'PrivacyPolicyPage');
const TermsPage = lazyPage(loadLegalPages, 'TermsPage');
const SetPasswordPage = lazyPage(
  () => import('../features/auth/components/set-password-page'),
  'SetPasswordPage',
);

function remoteRoute(path: string, remote: RemoteName, mount: string): RouteObject {
  return { path, element: <RemoteArea remote={remote} mount={mount} />, handle: { remote } };
}

/** A remote's area (the contracts' AREAS): every address under it is the remote's. */
function remoteArea(area: AreaPath, remote: RemoteName): RouteObject {
  const mount = routeUnder(PAGES.home, area);
  return remoteRoute(`${mount}/*`, remote, mount);
}

/** A remote's page of its own at the top level. */
function remotePage(page: PagePattern, remote: RemoteName): RouteObject {
  const mount = routeUnder(PAGES.home, page);
  return remoteRoute(mount, remote, mount);
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        element: (
          <PageSuspense>
            <HomePage />
          </PageSuspense>
        ),
      },
      remoteArea(AREAS.bruger, 'mfe_bruger'),
      remoteArea(AREAS.createJob, 'mfe_bruger'),
      remoteArea(AREAS.firmaer, 'mfe_bruger'),
      remotePage(PAGES.categoryCreateJob, 'mfe_bruger'),
      remoteArea(AREAS.firma, 'mfe_firma'),
      remoteArea(AREAS.company, 'mfe_firma'),
      remoteArea(AREAS.hjaelp, 'mfe_firma'),
      remoteArea(AREAS.admin, 'mfe_admin'),
      {
        path: routeUnder(PAGES.home, PAGES.guarantee),
        element: (
          <PageSuspense>
            <GuaranteePage />
          </PageSuspense>
        ),
      },
      {
        path: routeUnder(PAGES.home, PAGES.privatlivspolitik),
        element: (
          <PageSuspense>
            <PrivacyPolicyPage />
          </PageSuspense>
        ),
      },
      {
        path: routeUnder(PAGES.home, PAGES.vilkaar),
        element: (
          <PageSuspense>
            <TermsPage />
          </PageSuspense>
        ),
      },
      {
        path: routeUnder(PAGES.home, PAGES.setPassword),
        element: (
          <PageSuspense>
            <SetPasswordPage />
          </PageSuspense>
        ),
      },
      remotePage(PAGES.quoteRequest, 'mfe_bruger'),
      remotePage(PAGES.companyProfile, 'mfe_bruger'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Asks for the first page's code at once, while the texts load, rather than when it first renders:
 * the home page's chunk, or the remote's entry and routes (the very promise its RemoteArea reads).
 */
export function preloadFirstPage(pathname: string): void {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (route?.index) void loadHomePage();
  const remote = (route?.handle as { remote?: RemoteName } | undefined)?.remote;
  // A failure is the area's to show when it renders; here it is only kept from being unhandled.
  if (remote) routesPromise(loadRemoteRoutes, remote, 0).catch(() => undefined);
}
