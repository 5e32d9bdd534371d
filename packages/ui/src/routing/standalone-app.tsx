// A remote run on its own (npm run dev -w <remote>): its own store and browser router, its routes
// at their prefixes (as the shell mounts them), '/' sent to its landing page, and notifications.
// startStandalone is the whole of a remote's bootstrap.tsx; in the shell it is never called.
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, useRoutes } from 'react-router-dom';
import { namespaces } from '../i18n/i18n-options';
import { initI18n } from '../i18n/init-i18n';
import { NotificationsContainer } from '../notifications/notifications-container';
import { createAppStore, type AppStore } from '../store/create-app-store';
import type { RemoteRoutes } from './remote-routes-module';
import { renderIntoRoot } from './render-root';

function Routed({ routes, landing }: { routes: RemoteRoutes; landing: string }) {
  return useRoutes([{ index: true, element: <Navigate to={landing} replace /> }, ...routes]);
}

function StandaloneApp({
  store,
  routes,
  landing,
}: {
  store: AppStore;
  routes: RemoteRoutes;
  landing: string;
}) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Routed routes={routes} landing={landing} />
        <NotificationsContainer />
      </BrowserRouter>
    </Provider>
  );
}

/** Starts a remote on its own: texts, a store of its own, then its routes with '/' sent to `landing`. */
export async function startStandalone(routes: RemoteRoutes, landing: string): Promise<void> {
  // A remote on its own has no shell to load its texts with its code: all of them at start.
  await initI18n({ ns: namespaces });
  renderIntoRoot(<StandaloneApp store={createAppStore()} routes={routes} landing={landing} />);
}
