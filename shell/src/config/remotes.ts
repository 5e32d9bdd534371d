// The three remotes: their federation names (keys of /remotes.json) and their DOM names.
export const remoteNames = ['mfe_bruger', 'mfe_firma', 'mfe_admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}

/** The module every remote exposes: its RouteObject[] (see RemoteRoutesModule in @opgavetorvet/ui). */
export const remoteRoutesModule = (remote: RemoteName): string => `${remote}/routes`;
