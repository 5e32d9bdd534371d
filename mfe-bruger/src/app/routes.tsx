// mfe-bruger's './routes': one top-level entry per mount point in the shell (bruger, createjob,
// the category create-job route and the company profile), children relative to their mount.
// Each page is its own chunk, loaded when first shown (lazyPage); a page with a path of its own
// names its chunk after it (page-firma-opgaver), which the service preloads with that page (chunks.json).
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage, RemoteRoot, RequireRole } from '@opgavetorvet/ui';
import { paths } from '../config/paths';

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
const ComplaintsPage = lazyPage(
  () => import(/* webpackChunkName: "page-bruger-klager" */ '../features/account/components/complaints-page'),
  'ComplaintsPage',
);

export const routes: RouteObject[] = [
  {
    path: 'bruger',
    element: <RemoteRoot name="mfe-bruger" />,
    children: [
      { index: true, element: <Navigate to={paths.opgaver} replace /> },
      {
        path: 'opgaver',
        element: (
          <RequireRole role="user">
            <OpgaverPage />
          </RequireRole>
        ),
      },
      {
        path: 'opgave/:jobId',
        element: (
          <RequireRole role="user">
            <OpgaveRoutePage />
          </RequireRole>
        ),
      },
      {
        path: 'lukopgave/:jobId',
        element: (
          <RequireRole role="user">
            <CloseJobPage />
          </RequireRole>
        ),
      },
      {
        path: 'account',
        element: (
          <RequireRole role="user">
            <AccountPage />
          </RequireRole>
        ),
      },
      {
        path: 'profil',
        element: (
          <RequireRole role="user">
            <ProfilePage />
          </RequireRole>
        ),
      },
      {
        path: 'account-transactions',
        element: (
          <RequireRole role="user">
            <TransactionsPage />
          </RequireRole>
        ),
      },
      {
        path: 'beskeder',
        element: (
          <RequireRole role="user">
            <MessagesPage />
          </RequireRole>
        ),
      },
      {
        path: 'klager',
        element: (
          <RequireRole role="user">
            <ComplaintsPage />
          </RequireRole>
        ),
      },
      {
        path: 'leverandorhyret/:jobId',
        element: (
          <RequireRole role="user">
            <SupplierHiredRoutePage />
          </RequireRole>
        ),
      },
    ],
  },
  {
    path: 'createjob',
    element: <RemoteRoot name="mfe-bruger" />,
    children: [
      { index: true, element: <CreateJobPage /> },
      { path: ':slug', element: <CreateJobPage /> },
    ],
  },
  {
    path: 'firmaer',
    element: <RemoteRoot name="mfe-bruger" />,
    children: [
      { index: true, element: <CompanyListingPage /> },
      { path: ':kategori', element: <CompanyListingPage /> },
      { path: ':kategori/:region', element: <CompanyListingPage /> },
      { path: ':kategori/:region/:by', element: <CompanyListingPage /> },
    ],
  },
  {
    path: ':createjobUri/:slug',
    element: (
      <RemoteRoot name="mfe-bruger">
        <CreateJobPage />
      </RemoteRoot>
    ),
  },
  {
    path: 'indhent-tilbud',
    element: (
      <RemoteRoot name="mfe-bruger">
        <QuoteRequestPage />
      </RemoteRoot>
    ),
  },
  {
    path: ':slug',
    element: (
      <RemoteRoot name="mfe-bruger">
        <CompanyProfilePage />
      </RemoteRoot>
    ),
  },
];

export default routes;
