// mfe-admin's './routes': the administrator's pages under 'admin' (the cancellations, the help inbox,
// the reported photos, the outbox and the companies);
// /admin itself is the dashboard (issue 33); the login still lands on the cancellations.
// Each page is its own chunk, loaded when first shown (lazyPage); a page with a path of its own
// names its chunk after it (page-firma-opgaver), which the service preloads with that page (chunks.json).
import type { RouteObject } from 'react-router-dom';
import { ADMIN_PAGES, AREAS, PAGES, routeUnder, type PagePattern } from '@opgavetorvet/contracts';
import { lazyPage } from '@opgavetorvet/ui';
import { AdminLayout } from '../components/admin-layout';

/** A page's route under the /admin mount. */
const admin = (page: PagePattern) => routeUnder(AREAS.admin, page);

const AnmeldelserPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-admin-anmeldelser" */ '../features/anmeldelser/components/anmeldelser-page'
    ),
  'AnmeldelserPage',
);
const BillederPage = lazyPage(
  () => import(/* webpackChunkName: "page-admin-billeder" */ '../features/billeder/components/billeder-page'),
  'BillederPage',
);
const CancellationsPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-admin-annulleringer" */ '../features/annulleringer/components/cancellations-page'
    ),
  'CancellationsPage',
);
const CompanyPage = lazyPage(() => import('../features/firmaer/components/company-page'), 'CompanyPage');
const FirmaerPage = lazyPage(
  () => import(/* webpackChunkName: "page-admin-firmaer" */ '../features/firmaer/components/firmaer-page'),
  'FirmaerPage',
);
const KunderPage = lazyPage(
  () => import(/* webpackChunkName: "page-admin-kunder" */ '../features/kunder/components/kunder-page'),
  'KunderPage',
);
const CustomerPage = lazyPage(() => import('../features/kunder/components/customer-page'), 'CustomerPage');
const OpgaverPage = lazyPage(
  () => import(/* webpackChunkName: "page-admin-opgaver" */ '../features/opgaver/components/opgaver-page'),
  'OpgaverPage',
);
const OpgavePage = lazyPage(() => import('../features/opgaver/components/opgave-page'), 'OpgavePage');
const HenvendelserPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-admin-henvendelser" */ '../features/henvendelser/components/henvendelser-page'
    ),
  'HenvendelserPage',
);
const PersondataPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "page-admin-persondata" */ '../features/persondata/components/persondata-page'
    ),
  'PersondataPage',
);
// The administrators, the second factor and the audit log (issue 33): one chunk, rarely opened.
const loadAdminAccounts = () => import('../features/administratorer/components/admin-accounts-pages');
const AdministratorsPage = lazyPage(loadAdminAccounts, 'AdministratorsPage');
const TotpPage = lazyPage(loadAdminAccounts, 'TotpPage');
const LogPage = lazyPage(loadAdminAccounts, 'LogPage');
const OversigtPage = lazyPage(
  () => import(/* webpackChunkName: "page-admin" */ '../features/oversigt/components/oversigt-page'),
  'OversigtPage',
);
const OutboxPage = lazyPage(
  () => import(/* webpackChunkName: "page-admin-udbakke" */ '../features/udbakke/components/outbox-page'),
  'OutboxPage',
);

export const routes: RouteObject[] = [
  {
    path: routeUnder(PAGES.home, AREAS.admin),
    element: <AdminLayout />,
    children: [
      { index: true, element: <OversigtPage /> },
      { path: admin(PAGES.adminAnnulleringer), element: <CancellationsPage /> },
      { path: admin(PAGES.adminHenvendelser), element: <HenvendelserPage /> },
      { path: admin(ADMIN_PAGES.adminBilleder), element: <BillederPage /> },
      { path: admin(ADMIN_PAGES.adminAnmeldelser), element: <AnmeldelserPage /> },
      { path: admin(PAGES.adminUdbakke), element: <OutboxPage /> },
      { path: admin(ADMIN_PAGES.adminFirmaer), element: <FirmaerPage /> },
      { path: admin(ADMIN_PAGES.adminFirma), element: <CompanyPage /> },
      { path: admin(ADMIN_PAGES.adminKunder), element: <KunderPage /> },
      { path: admin(ADMIN_PAGES.adminKunde), element: <CustomerPage /> },
      { path: admin(ADMIN_PAGES.adminOpgaver), element: <OpgaverPage /> },
      { path: admin(ADMIN_PAGES.adminOpgave), element: <OpgavePage /> },
      { path: admin(ADMIN_PAGES.adminPersondata), element: <PersondataPage /> },
      { path: admin(ADMIN_PAGES.adminAdministratorer), element: <AdministratorsPage /> },
      { path: admin(ADMIN_PAGES.adminTotp), element: <TotpPage /> },
      { path: admin(ADMIN_PAGES.adminLog), element: <LogPage /> },
    ],
  },
];

export default routes;
