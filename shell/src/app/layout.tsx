// The frame of every page: header, the routed content, footer (with the privacy policy and the
// terms of use), notifications and the login modal, and the live events that keep open pages (and
// the header's red dot) up to date. A new page starts at its top (back and forward return to where
// the page was left), as a page load would.
import { Suspense, lazy, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LiveEvents, NotificationsContainer, type RootState } from '@opgavetorvet/ui';
import { LogoutButton } from '../features/auth/components/logout-button';
import { SiteHeader } from '../features/header/components/site-header';
import { SiteFooter } from './site-footer';

const LoginModal = lazy(() =>
  import('../features/auth/components/login-modal').then((module) => ({ default: module.LoginModal })),
);

/**
 * The login modal's code (its forms, social login) is loaded when it is first opened, and the modal
 * then stays mounted as before (a social login it started goes on while it is closed).
 */
function LoginModalOnceOpened() {
  const store = useStore<RootState>();
  const [opened, setOpened] = useState(() => store.getState().loginPrompt.open);
  useEffect(
    () =>
      store.subscribe(() => {
        if (store.getState().loginPrompt.open) setOpened(true);
      }),
    [store],
  );
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}

export function Layout() {
  return (
    <div className="app">
      <SiteHeader logout={<LogoutButton />} />
      <main className="app__main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <NotificationsContainer />
      <LoginModalOnceOpened />
      <LiveEvents />
      <ScrollRestoration />
    </div>
  );
}
