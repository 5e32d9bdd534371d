// The `lang` cookie: read at start, written for 1 day when the visitor picks a language (SPEC §9).
import { defaultLanguage, isLanguage, type Language } from './i18n-options';

export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

export function readLanguageCookie(cookie: string = document.cookie): Language {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      if (isLanguage(value)) return value;
    }
  }
  return defaultLanguage;
}

export function writeLanguageCookie(lng: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}
