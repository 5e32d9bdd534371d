// The three remotes: their federation names (keys of /remotes.json) and their texts' namespaces.
import type { Namespace } from '@opgavetorvet/ui';
export const remoteNames = ['mfe_bruger', 'mfe_firma', 'mfe_admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}

/** The module every remote exposes: its RouteObject[] (see RemoteRoutesModule in @opgavetorvet/ui). */
export const remoteRoutesModule = (remote: RemoteName): string => `${remote}/routes`;

/** The namespace of each remote's texts, loaded with its routes. */
export const remoteNamespace = {
  mfe_bruger: 'bruger',
  mfe_firma: 'firma',
  mfe_admin: 'admin',
} as const satisfies Record<RemoteName, Namespace>;
