// The shell's one store, created before the texts load and already asking for the session, so
// /api/session travels with the text files instead of after the first render (issue 13); the
// header's and the guards' useSessionQuery then find the request under way.
import { createAppStore, sessionApi, type AppStore } from '@opgavetorvet/ui';

export function createStartedStore(): AppStore {
  const store = createAppStore();
  store.dispatch(sessionApi.util.prefetch('session', undefined, {}));
  return store;
}
