// The i18next settings every app shares: namespaces, the ':::' and '::' separators, languages.
import type { InitOptions } from 'i18next';

export const languages = ['da-DK', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'da-DK';

export const namespaces = ['common', 'errors', 'home', 'bruger', 'firma', 'admin', 'legal'] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * The texts every page needs, loaded at start; a page's own namespace (home, a portal's) is loaded
 * with its code (loadNamespaces), so a first load fetches and parses only what it shows (issue 13).
 */
export const startNamespaces: readonly Namespace[] = ['common', 'errors'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Options without the language and the resources, which depend on where we run. */
export const baseI18nOptions: InitOptions = {
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  load: 'currentOnly',
  ns: [...startNamespaces],
  defaultNS: 'common',
  fallbackNS: false,
  nsSeparator: ':::',
  keySeparator: '::',
  returnEmptyString: true,
  interpolation: { escapeValue: false },
};
