// The shape of every remote's './routes' module, which the shell loads with loadRemote. We type the
// remotes through this one shared type instead of Module Federation's generated types (dts: false):
// the shell never imports a remote's source, and all three remotes expose the same shape.
import type { RouteObject } from 'react-router-dom';

/**
 * A remote's routes. Each top-level route is one mount point (its `path` is where the shell mounts
 * it, relative to '/'); its children are relative to that mount point.
 */
export type RemoteRoutes = RouteObject[];

export type RemoteRoutesModule = { default: RemoteRoutes } | { routes: RemoteRoutes; default?: undefined };

export function routesOf(module: RemoteRoutesModule): RemoteRoutes {
  return 'routes' in module && module.routes ? module.routes : (module.default ?? []);
}
