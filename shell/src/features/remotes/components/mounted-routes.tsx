// Renders the part of a remote's routes that belongs to one mount point (see RemoteRoutes): a leaf
// entry is its element; an entry with children is matched against the rest of the address.
import { use } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { RemoteRoutes } from '@opgavetorvet/ui';
import { NotFoundPage } from '../../../components/not-found-page';

function MountedChildren({ entry }: { entry: RouteObject }) {
  const children = [...(entry.children ?? []), { path: '*', element: <NotFoundPage /> }];
  return useRoutes([{ element: entry.element, children }]);
}

export function MountedRoutes({ routes, mount }: { routes: Promise<RemoteRoutes>; mount: string }) {
  const entry = use(routes).find((route) => route.path === mount);
  if (!entry) return <NotFoundPage />;
  if (!entry.children) return <>{entry.element}</>;
  return <MountedChildren entry={entry} />;
}
