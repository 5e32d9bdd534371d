// mfe-admin's './routes': the administrator's pages under 'admin' (the cancellations, the help inbox
// the outbox and the companies);
// /admin leads to the cancellations.
import { Navigate, type RouteObject } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout';
import { paths } from '../config/paths';
import { CancellationsPage } from '../features/annulleringer/components/cancellations-page';
import { CompanyPage } from '../features/firmaer/components/company-page';
import { FirmaerPage } from '../features/firmaer/components/firmaer-page';
import { HenvendelserPage } from '../features/henvendelser/components/henvendelser-page';
import { OutboxPage } from '../features/udbakke/components/outbox-page';

export const routes: RouteObject[] = [
  {
    path: 'admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to={paths.annulleringer} replace /> },
      { path: 'annulleringer', element: <CancellationsPage /> },
      { path: 'henvendelser', element: <HenvendelserPage /> },
      { path: 'udbakke', element: <OutboxPage /> },
      { path: 'firmaer', element: <FirmaerPage /> },
      { path: 'firmaer/:companyId', element: <CompanyPage /> },
    ],
  },
];

export default routes;
