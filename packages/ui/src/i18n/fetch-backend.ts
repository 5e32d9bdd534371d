// The i18next backend of the browser: one namespace's texts from /locales/<lng>/<ns>.json, with the
// browser's HTTP cache. What i18next-http-backend did for us, without its ~4 KB (as sent) of options.
import type { BackendModule, ReadCallback } from 'i18next';

export const localesPath = (lng: string, ns: string): string => `/locales/${lng}/${ns}.json`;

export const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const path = localesPath(language, namespace);
    fetch(path, { cache: 'default', credentials: 'same-origin' })
      .then(async (reply) => {
        // i18next tries again (a few times) when the second argument is true: only for the server's
        // own failures, not for a file that does not exist.
        if (!reply.ok) return callback(new Error(`${path} answered ${reply.status}`), reply.status >= 500);
        callback(null, await reply.json());
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
  },
};
