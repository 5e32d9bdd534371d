// One remote's area in the shell: loads its routes lazily, shows a spinner meanwhile, and keeps a
// failure (entry script 404, server down) inside this area with a retry that loads it afresh.
import { Suspense, useState } from 'react';
import { Spinner } from '@opgavetorvet/ui';
import type { RemoteName } from '../../../config/remotes';
import { loadRemoteRoutes, type LoadRemoteRoutes } from '../lib/remote-registry';
import { routesPromise } from '../lib/routes-promise';
import { MountedRoutes } from './mounted-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemoteAreaProps {
  remote: RemoteName;
  /** The top-level path of the remote's routes this area shows (e.g. 'firma', ':slug'). */
  mount: string;
  load?: LoadRemoteRoutes;
}

export function RemoteArea({ remote, mount, load = loadRemoteRoutes }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Spinner />}>
        <MountedRoutes routes={routesPromise(load, remote, attempt)} mount={mount} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
