// The administrator's frame: only for a logged-in administrator; tabs between the admin pages
// (Oversigt, Annulleringer, Henvendelser, Billeder, Firmaer, Udbakke, Persondata) above the page.
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageSuspense, RemoteRoot, RequireRole } from '@opgavetorvet/ui';
import { paths } from '../config/paths';
import './admin-layout.css';

const tabs = [
  { to: paths.oversigt, key: 'oversigt' },
  { to: paths.annulleringer, key: 'annulleringer' },
  { to: paths.henvendelser, key: 'henvendelser' },
  { to: paths.billeder, key: 'billeder' },
  { to: paths.anmeldelser, key: 'anmeldelser' },
  { to: paths.firmaer, key: 'firmaer' },
  { to: paths.kunder, key: 'kunder' },
  { to: paths.opgaver, key: 'opgaver' },
  { to: paths.udbakke, key: 'udbakke' },
  { to: paths.persondata, key: 'persondata' },
  { to: paths.administratorer, key: 'administratorer' },
  { to: paths.log, key: 'log' },
] as const;

export function AdminTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin:::nav::label')}>
      <ul className="tabs admin-tabs">
        {tabs.map((tab) => (
          <li key={tab.key}>
            {/* The dashboard's tab is /admin itself: current only there, not on every admin page. */}
            <NavLink to={tab.to} end={tab.key === 'oversigt'}>
              {t(`admin:::nav::${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AdminLayout() {
  // The second factor's page is also for an administrator between the password and the code, who
  // is not logged in yet (issue 33): it checks the caller itself, without the tabs.
  // (A plain comparison: the shell's shared router leaves out useMatch.)
  const secondFactor = useLocation().pathname.replace(/\/$/, '') === paths.totp;
  if (secondFactor)
    return (
      <RemoteRoot name="mfe-admin">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </RemoteRoot>
    );
  return (
    <RemoteRoot name="mfe-admin">
      <RequireRole role="admin">
        <AdminTabs />
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </RequireRole>
    </RemoteRoot>
  );
}
