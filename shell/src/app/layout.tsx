// The frame of every page: header, the routed content, footer, notifications and the login modal,
// and the live events that keep open pages (and the header's red dot) up to date.
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LiveEvents, NotificationsContainer } from '@opgavetorvet/ui';
import { LoginModal } from '../features/auth/components/login-modal';
import { SiteHeader } from '../features/header/components/site-header';

export function Layout() {
  const { t } = useTranslation();
  return (
    <div className="app">
      <SiteHeader />
      <main className="app__main" id="main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="container">{t('common:::footer::text')}</div>
      </footer>
      <NotificationsContainer />
      <LoginModal />
      <LiveEvents />
    </div>
  );
}
