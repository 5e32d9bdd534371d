// Finds the remotes at run time: reads /remotes.json, registers each entry with the federation
// runtime, and loads a remote's './routes' (with its texts) on demand. A failed manifest is asked
// for again later.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadNamespaces, routesOf, type RemoteRoutes, type RemoteRoutesModule } from '@opgavetorvet/ui';
import { remoteNames, remoteNamespace, remoteRoutesModule, type RemoteName } from '../../../config/remotes';

export type LoadRemoteRoutes = (remote: RemoteName) => Promise<RemoteRoutes>;

let registered: Promise<void> | null = null;

async function fetchAndRegister(): Promise<void> {
  const response = await fetch('/remotes.json', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const manifest = (await response.json()) as Partial<Record<RemoteName, unknown>>;
  const remotes = remoteNames.flatMap((name) => {
    const entry = manifest[name];
    return typeof entry === 'string' && entry !== '' ? [{ name, entry }] : [];
  });
  registerRemotes(remotes);
}

/** Started by the bootstrap; every load waits for it. */
export function setUpRemotes(): Promise<void> {
  if (!registered) {
    registered = fetchAndRegister().catch((error: unknown) => {
      registered = null;
      throw error;
    });
  }
  return registered;
}

export const loadRemoteRoutes: LoadRemoteRoutes = async (remote) => {
  // The remote's texts are fetched while its entry and routes load.
  const texts = loadNamespaces(remoteNamespace[remote]);
  await setUpRemotes();
  const module = await loadRemote<RemoteRoutesModule>(remoteRoutesModule(remote));
  await texts;
  if (!module) throw new Error(`${remote} exposes no routes`);
  return routesOf(module);
};
