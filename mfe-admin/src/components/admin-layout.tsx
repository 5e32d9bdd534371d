// The administrator's frame: only for a logged-in administrator; tabs between the admin pages
// (Annulleringer, Henvendelser, Billeder, Firmaer, Udbakke, Persondata) above the page.
import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageSuspense, RemoteRoot, RequireRole } from '@opgavetorvet/ui';
import { paths } from '../config/paths';
import './admin-layout.css';

const tabs = [
  { to: paths.annulleringer, key: 'annulleringer' },
  { to: paths.henvendelser, key: 'henvendelser' },
  { to: paths.billeder, key: 'billeder' },
  { to: paths.firmaer, key: 'firmaer' },
  { to: paths.udbakke, key: 'udbakke' },
  { to: paths.persondata, key: 'persondata' },
] as const;

export function AdminTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin:::nav::label')}>
      <ul className="tabs admin-tabs">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink to={tab.to}>{t(`admin:::nav::${tab.key}`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AdminLayout() {
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
