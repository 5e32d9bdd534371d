// mfe-admin's './routes': the administrator's pages under 'admin' (the cancellations, the help inbox,
// the reported photos, the outbox and the companies);
// /admin leads to the cancellations.
// Each page is its own chunk, loaded when first shown (lazyPage); a page with a path of its own
// names its chunk after it (page-firma-opgaver), which the service preloads with that page (chunks.json).
import { Navigate, type RouteObject } from 'react-router-dom';
import { AREAS, PAGES, routeUnder, type PagePattern } from '@opgavetorvet/contracts';
import { lazyPage } from '@opgavetorvet/ui';
import { AdminLayout } from '../components/admin-layout';
import { paths } from '../config/paths';

/** A page's route under the /admin mount. */
const admin = (page: PagePattern) => routeUnder(AREAS.admin, page);

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
const OutboxPage = lazyPage(
  () => import(/* webpackChunkName: "page-admin-udbakke" */ '../features/udbakke/components/outbox-page'),
  'OutboxPage',
);

export const routes: RouteObject[] = [
  {
    path: routeUnder(PAGES.home, AREAS.admin),
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to={paths.annulleringer} replace /> },
      { path: admin(PAGES.adminAnnulleringer), element: <CancellationsPage /> },
      { path: admin(PAGES.adminHenvendelser), element: <HenvendelserPage /> },
      { path: admin(PAGES.adminBilleder), element: <BillederPage /> },
      { path: admin(PAGES.adminUdbakke), element: <OutboxPage /> },
      { path: admin(PAGES.adminFirmaer), element: <FirmaerPage /> },
      { path: admin(PAGES.adminFirma), element: <CompanyPage /> },
      { path: admin(PAGES.adminPersondata), element: <PersondataPage /> },
    ],
  },
];

export default routes;
