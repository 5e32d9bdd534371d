// The shell's routes. Each remote area is a RemoteArea that mounts one top-level entry of that
// remote's './routes'. 'createjob/*' also matches '/createjob' itself. Static prefixes outrank the
// two-parameter category route, which outranks the one-parameter company profile.
import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '../config/remotes';
import { SetPasswordPage } from '../features/auth/components/set-password-page';
import { GuaranteePage } from '../features/guarantees/components/guarantee-page';
import { HomePage } from '../features/home/components/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteArea } from '../features/remotes/components/remote-area';
import { Layout } from './layout';
import { RouteErrorPage } from './route-error-page';

function remoteRoute(path: string, remote: RemoteName, mount: string): RouteObject {
  return { path, element: <RemoteArea remote={remote} mount={mount} /> };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      remoteRoute('bruger/*', 'mfe_bruger', 'bruger'),
      remoteRoute('createjob/*', 'mfe_bruger', 'createjob'),
      remoteRoute('firmaer/*', 'mfe_bruger', 'firmaer'),
      remoteRoute(':createjobUri/:slug', 'mfe_bruger', ':createjobUri/:slug'),
      remoteRoute('firma/*', 'mfe_firma', 'firma'),
      remoteRoute('company/*', 'mfe_firma', 'company'),
      remoteRoute('hjaelp/*', 'mfe_firma', 'hjaelp'),
      remoteRoute('admin/*', 'mfe_admin', 'admin'),
      { path: 'guarantees/:page', element: <GuaranteePage /> },
      { path: 'adgangskode', element: <SetPasswordPage /> },
      remoteRoute('indhent-tilbud', 'mfe_bruger', 'indhent-tilbud'),
      remoteRoute(':slug', 'mfe_bruger', ':slug'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
