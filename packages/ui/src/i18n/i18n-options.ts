// The i18next settings every app shares: namespaces, the ':::' and '::' separators, languages.
import type { InitOptions } from 'i18next';

export const languages = ['da-DK', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'da-DK';

export const namespaces = ['common', 'errors', 'home', 'bruger', 'firma', 'admin'] as const;
export type Namespace = (typeof namespaces)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Options without the language and the resources, which depend on where we run. */
export const baseI18nOptions: InitOptions = {
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  load: 'currentOnly',
  ns: [...namespaces],
  defaultNS: 'common',
  fallbackNS: false,
  nsSeparator: ':::',
  keySeparator: '::',
  returnEmptyString: true,
  interpolation: { escapeValue: false },
};
