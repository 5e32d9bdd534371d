// mfe-bruger's './routes': one top-level entry per mount point in the shell (bruger, createjob,
// the category create-job route and the company profile), children relative to their mount.
// Each page is its own chunk, loaded when first shown (lazyPage); a page with a path of its own
// names its chunk after it (page-firma-opgaver), which the service preloads with that page (chunks.json).
import { Navigate, type RouteObject } from 'react-router-dom';
import { AREAS, PAGES, routeUnder, type AreaPath, type PagePattern } from '@opgavetorvet/contracts';
import { lazyPage, RemoteRoot, RequireRole } from '@opgavetorvet/ui';
import { paths } from '../config/paths';

/** A top-level route (a mount or a page of its own): its path under the shell's root. */
const top = (page: PagePattern | AreaPath) => routeUnder(PAGES.home, page);
/** A page's route under the /bruger mount. */
const bruger = (page: PagePattern) => routeUnder(AREAS.bruger, page);
/** A page's route under the /firmaer mount. */
const firmaer = (page: PagePattern) => routeUnder(AREAS.firmaer, page);

const AccountPage = lazyPage(
  () => import(/* webpackChunkName: "page-bruger-account" */ '../features/account/components/account-page'),
  'AccountPage',
);
const ProfilePage = lazyPage(
  () => import(/* webpackChunkName: "page-bruger-profil" */ '../features/account/components/profile-page'),
  'ProfilePage',
);
const TransactionsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-bruger-account-transactions" */ '../features/account/components/transactions-page'
    ),
  'TransactionsPage',
);
const CloseJobPage = lazyPage(
  () => import('../features/close-job/components/close-job-page'),
  'CloseJobPage',
);
const CompanyListingPage = lazyPage(
  () => import('../features/company-listing/components/company-listing-page'),
  'CompanyListingPage',
);
const CompanyProfilePage = lazyPage(() => import('./company-profile-parts'), 'CompanyProfileRoutePage');
const CreateJobPage = lazyPage(
  () => import('../features/createjob/components/create-job-page'),
  'CreateJobPage',
);
const MessagesPage = lazyPage(
  () =>
    import(/* webpackChunkName: "page-bruger-beskeder" */ '../features/messages/components/messages-page'),
  'MessagesPage',
);
const OpgaverPage = lazyPage(
  () => import(/* webpackChunkName: "page-bruger-opgaver" */ '../features/opgaver/components/opgaver-page'),
  'OpgaverPage',
);
const QuoteRequestPage = lazyPage(
  () => import('../features/order/components/quote-request-page'),
  'QuoteRequestPage',
);
const OpgaveRoutePage = lazyPage(() => import('./job-page-parts'), 'OpgaveRoutePage');
const SupplierHiredRoutePage = lazyPage(() => import('./supplier-hired-parts'), 'SupplierHiredRoutePage');
const PersonalDataPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-bruger-mine-data" */ '../features/account/components/personal-data-page'
    ),
  'PersonalDataPage',
);
const ComplaintsPage = lazyPage(
  () => import(/* webpackChunkName: "page-bruger-klager" */ '../features/account/components/complaints-page'),
  'ComplaintsPage',
);

export const routes: RouteObject[] = [
  {
    path: top(AREAS.bruger),
    element: <RemoteRoot name="mfe-bruger" />,
    children: [
      { index: true, element: <Navigate to={paths.opgaver} replace /> },
      {
        path: bruger(PAGES.brugerOpgaver),
        element: (
          <RequireRole role="user">
            <OpgaverPage />
          </RequireRole>
        ),
      },
      {
        path: bruger(PAGES.brugerOpgave),
        element: (
          <RequireRole role="user">
            <OpgaveRoutePage />
          </RequireRole>
        ),
      },
      {
        path: bruger(PAGES.brugerLukopgave),
        element: (
          <RequireRole role="user">
            <CloseJobPage />
          </RequireRole>
        ),
      },
      {
        path: bruger(PAGES.brugerAccount),
        element: (
          <RequireRole role="user">
            <AccountPage />
          </RequireRole>
        ),
      },
      {
        path: bruger(PAGES.brugerProfil),
        element: (
          <RequireRole role="user">
            <ProfilePage />
          </RequireRole>
        ),
      },
      {
        path: bruger(PAGES.brugerAccountTransactions),
        element: (
          <RequireRole role="user">
            <TransactionsPage />
          </RequireRole>
        ),
      },
      {
        path: bruger(PAGES.brugerBeskeder),
        element: (
          <RequireRole role="user">
            <MessagesPage />
          </RequireRole>
        ),
      },
      {
        path: bruger(PAGES.brugerKlager),
        element: (
          <RequireRole role="user">
            <ComplaintsPage />
          </RequireRole>
        ),
      },
      {
        path: bruger(PAGES.brugerMineData),
        element: (
          <RequireRole role="user">
            <PersonalDataPage />
          </RequireRole>
        ),
      },
      {
        path: bruger(PAGES.brugerLeverandorhyret),
        element: (
          <RequireRole role="user">
            <SupplierHiredRoutePage />
          </RequireRole>
        ),
      },
    ],
  },
  {
    path: top(AREAS.createJob),
    element: <RemoteRoot name="mfe-bruger" />,
    children: [
      { index: true, element: <CreateJobPage /> },
      { path: routeUnder(AREAS.createJob, PAGES.createJobIn), element: <CreateJobPage /> },
    ],
  },
  {
    path: top(AREAS.firmaer),
    element: <RemoteRoot name="mfe-bruger" />,
    children: [
      { index: true, element: <CompanyListingPage /> },
      { path: firmaer(PAGES.firmaerKategori), element: <CompanyListingPage /> },
      { path: firmaer(PAGES.firmaerRegion), element: <CompanyListingPage /> },
      { path: firmaer(PAGES.firmaerBy), element: <CompanyListingPage /> },
    ],
  },
  {
    path: top(PAGES.categoryCreateJob),
    element: (
      <RemoteRoot name="mfe-bruger">
        <CreateJobPage />
      </RemoteRoot>
    ),
  },
  {
    path: top(PAGES.quoteRequest),
    element: (
      <RemoteRoot name="mfe-bruger">
        <QuoteRequestPage />
      </RemoteRoot>
    ),
  },
  {
    path: top(PAGES.companyProfile),
    element: (
      <RemoteRoot name="mfe-bruger">
        <CompanyProfilePage />
      </RemoteRoot>
    ),
  },
];

export default routes;
