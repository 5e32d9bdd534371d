// mfe-admin's './routes': the administrator's pages under 'admin'; /admin leads to the cancellations.
import { Navigate, type RouteObject } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout';
import { paths } from '../config/paths';
import { CancellationsPage } from '../features/annulleringer/components/cancellations-page';

export const routes: RouteObject[] = [
  {
    path: 'admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to={paths.annulleringer} replace /> },
      { path: 'annulleringer', element: <CancellationsPage /> },
    ],
  },
];

export default routes;
