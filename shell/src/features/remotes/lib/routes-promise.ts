// One promise per (loader, remote, attempt), so React's use() sees the same promise on every render
// and a retry (attempt + 1) asks the federation runtime again instead of reusing a failure.
import type { RemoteRoutes } from '@opgavetorvet/ui';
import type { RemoteName } from '../../../config/remotes';
import type { LoadRemoteRoutes } from './remote-registry';

const cache = new WeakMap<LoadRemoteRoutes, Map<string, Promise<RemoteRoutes>>>();

export function routesPromise(
  load: LoadRemoteRoutes,
  remote: RemoteName,
  attempt: number,
): Promise<RemoteRoutes> {
  let byKey = cache.get(load);
  if (!byKey) {
    byKey = new Map();
    cache.set(load, byKey);
  }
  const key = `${remote}#${attempt}`;
  let promise = byKey.get(key);
  if (!promise) {
    promise = load(remote);
    byKey.set(key, promise);
  }
  return promise;
}
