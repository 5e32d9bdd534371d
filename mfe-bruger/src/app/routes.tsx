// mfe-bruger's './routes': one top-level entry per mount point in the shell (bruger, createjob,
// the category create-job route and the company profile), children relative to their mount.
import { Navigate, type RouteObject } from 'react-router-dom';
import { RemoteRoot, RequireRole } from '@opgavetorvet/ui';
import { paths } from '../config/paths';
import { AccountPage } from '../features/account/components/account-page';
import { ProfilePage } from '../features/account/components/profile-page';
import { TransactionsPage } from '../features/account/components/transactions-page';
import { CloseJobPage } from '../features/close-job/components/close-job-page';
import { CompanyListingPage } from '../features/company-listing/components/company-listing-page';
import { CompanyProfilePage } from '../features/company-profile/components/company-profile-page';
import { CreateJobPage } from '../features/createjob/components/create-job-page';
import { MessagesPage } from '../features/messages/components/messages-page';
import { OpgaverPage } from '../features/opgaver/components/opgaver-page';
import { QuoteRequestPage } from '../features/order/components/quote-request-page';
import { OpgaveRoutePage } from './job-page-parts';
import { SupplierHiredRoutePage } from './supplier-hired-parts';
import { ComplaintsPage } from '../features/account/components/complaints-page';

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
