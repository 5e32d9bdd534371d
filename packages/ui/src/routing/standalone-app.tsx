// A remote run on its own (npm run dev -w <remote>): its own store and browser router, its routes
// at their prefixes (as the shell mounts them), '/' sent to its landing page, and notifications.
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, useRoutes } from 'react-router-dom';
import { NotificationsContainer } from '../notifications/notifications-container';
import type { AppStore } from '../store/create-app-store';
import type { RemoteRoutes } from './remote-routes-module';

function Routed({ routes, landing }: { routes: RemoteRoutes; landing: string }) {
  return useRoutes([{ index: true, element: <Navigate to={landing} replace /> }, ...routes]);
}

export function StandaloneApp({ store, routes, landing }: { store: AppStore; routes: RemoteRoutes; landing: string }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Routed routes={routes} landing={landing} />
        <NotificationsContainer />
      </BrowserRouter>
    </Provider>
  );
}
