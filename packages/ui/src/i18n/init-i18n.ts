// Starts the one i18next instance (a shared singleton) and keeps <html lang> in step with it.
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fetchBackend } from './fetch-backend';
import { baseI18nOptions, namespaces, startNamespaces, type Language, type Namespace } from './i18n-options';
import { readLanguageCookie, writeLanguageCookie } from './language-cookie';

export interface InitI18nOptions {
  /** Texts given directly (tests); without them the texts are fetched from /locales. */
  resources?: Resource;
  lng?: Language;
  /** The namespaces fetched before it resolves (default: startNamespaces). */
  ns?: readonly Namespace[];
}

function syncHtmlLang(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** Idempotent: the shell and a standalone remote both call it; the first call wins. */
export async function initI18n(options: InitI18nOptions = {}): Promise<i18n> {
  if (i18next.isInitialized || i18next.isInitializing) {
    if (!i18next.isInitialized) await new Promise((done) => i18next.on('initialized', done));
    return i18next;
  }
  const lng = options.lng ?? readLanguageCookie();
  i18next.on('languageChanged', syncHtmlLang);
  i18next.use(initReactI18next);
  if (options.resources) {
    await i18next.init({ ...baseI18nOptions, ns: [...namespaces], lng, resources: options.resources });
  } else {
    await i18next
      .use(fetchBackend)
      .init({ ...baseI18nOptions, ns: [...(options.ns ?? startNamespaces)], lng });
  }
  syncHtmlLang(i18next.language);
  return i18next;
}

/** The language selector: sets the `lang` cookie for 1 day and switches the texts. */
export async function setLanguage(lng: Language): Promise<void> {
  writeLanguageCookie(lng);
  await i18next.changeLanguage(lng);
}

/**
 * A page's own texts (home, a portal's), fetched with its code; resolves also when the fetch failed.
 * Asked for before the texts have started (the first page's code is preloaded at start), it waits
 * for them: i18next only loads through its backend once initialised.
 */
export async function loadNamespaces(...ns: Namespace[]): Promise<void> {
  if (!i18next.isInitialized) {
    await new Promise<void>((done) => {
      const ready = () => {
        i18next.off('initialized', ready);
        done();
      };
      i18next.on('initialized', ready);
    });
  }
  await i18next.loadNamespaces(ns);
}
