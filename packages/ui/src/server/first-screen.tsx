// A remote's first screen drawn by the service (issue 13 light pages, issue 29): each remote's
// build makes a server bundle of its own components (scripts/build-first-screen.mjs) whose
// `renderFirstScreen` the service calls with the replies the page carries. The page's components
// render as in the browser — the same store (seeded with those replies and the session), texts
// and router — to static markup; the shell swaps it for the live page once that page shows its
// list (shell features/first-screen). Test ids are left out, so nothing that looks for the live
// page's elements finds the picture. Never part of a browser bundle.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance, type i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { FirstScreenInput, FirstScreenOutput, SessionReply } from '@opgavetorvet/contracts';
import { createAppStore, type AppStore } from '../store/create-app-store';
import { sessionApi } from '../session/session-api';
import { api } from '../api/base-api';
import { baseI18nOptions, namespaces } from '../i18n/i18n-options';

export interface FirstScreen {
  element: ReactElement;
  replacedBy: string;
}

/** A page's first screen: seeds the store with the replies it shows, or null when it has none to show. */
export type FirstScreenOf = (input: FirstScreenInput, store: AppStore) => Promise<FirstScreen | null>;

/** React writes attribute values with `"` escaped, so a test id's value never holds one. */
const TEST_ID = / data-testid="[^"]*"/g;

/** The texts' instance of each language's resources, made once (its start is ~1 ms a page). */
const instances = new WeakMap<object, Promise<i18n>>();

function textsOf(lang: string, resources: FirstScreenInput['resources']): Promise<i18n> {
  const own = resources[lang] ?? {};
  let texts = instances.get(own);
  if (texts === undefined) {
    const instance = createInstance();
    texts = instance
      .init({ ...baseI18nOptions, ns: [...namespaces], lng: lang, resources, initAsync: false })
      .then(() => instance);
    instances.set(own, texts);
  }
  return texts;
}

/** The `renderFirstScreen` a remote's server bundle exports, over its pages' first screens. */
export function firstScreenRenderer(pages: Record<string, FirstScreenOf>) {
  return async function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreenOutput | null> {
    const page = pages[input.path];
    if (!page || input.search !== '') return null;
    const store = createAppStore();
    try {
      // Who is logged in, as the page's first call would have answered it.
      const session = input.replies['/api/session'] as SessionReply | undefined;
      if (session) await store.dispatch(sessionApi.util.upsertQueryData('session', undefined, session));
      const screen = await page(input, store);
      if (!screen) return null;
      const i18n = await textsOf(input.lang, input.resources);
      const html = renderToStaticMarkup(
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={[input.path]}>{screen.element}</MemoryRouter>
          </I18nextProvider>
        </Provider>,
      );
      return { html: html.replace(TEST_ID, ''), replacedBy: screen.replacedBy };
    } finally {
      // Ends the cache's timers (an unused entry is kept 60 s), so nothing outlives the request.
      store.dispatch(api.util.resetApiState());
    }
  };
}
