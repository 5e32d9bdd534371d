// The service's texts outside Fastify: every locales/<lang>/<ns>.json loaded into one i18next
// instance (da-DK default and fallback, en) and a translate function over it. The i18n plugin
// decorates the app with it; the notice render thread makes its own from the same files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type Resource } from 'i18next';

export const LANGUAGES = ['da-DK', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'da-DK';

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: string, params?: TranslateParams) => string;
/** Translates a full key ('errors:::login_failed') into a language. */
export type TranslateIn = (lang: Lang, key: string, params?: TranslateParams) => string;

export function pickLang(value: unknown): Lang {
  return LANGUAGES.find((lang) => lang === value) ?? DEFAULT_LANG;
}

/** Reads every namespace file of every supported language. */
export function loadResources(localesDir: string): Resource {
  const resources: Resource = {};
  for (const lang of LANGUAGES) {
    const dir = join(localesDir, lang);
    resources[lang] = {};
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      resources[lang][file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    }
  }
  return resources;
}

const MEMO_AT_MOST = 5000;

export function createTranslator(localesDir: string): TranslateIn {
  const resources = loadResources(localesDir);
  const i18n = createInstance();
  void i18n.init({
    resources,
    lng: DEFAULT_LANG,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(resources[DEFAULT_LANG] ?? {}),
    defaultNS: 'errors',
    nsSeparator: ':::',
    keySeparator: '::',
    // Replies are JSON shown by React (which escapes) or plain-text mails: no HTML escaping here.
    interpolation: { escapeValue: false },
    // The resources are given: init finishes before it returns.
    initAsync: false,
  });
  // A text without values is the same every time: looked up once per language and key (a reply's
  // message; i18next's lookup was 4 % of a bid's time on the main thread). The keys come from the
  // code, so the memory stays small; it is emptied should it ever grow past MEMO_AT_MOST.
  const plain = new Map<string, string>();
  // i18n.t with the language as an option: the same lookup as a getFixedT function, which costs
  // about eight times as much per call (measured: 3.5 µs against 29 µs), and every reply and mail
  // translates several texts.
  return (lang, key, params) => {
    const lng = pickLang(lang);
    if (params !== undefined) return i18n.t(key, { ...params, lng });
    const memoKey = `${lng} ${key}`;
    let text = plain.get(memoKey);
    if (text === undefined) {
      if (plain.size >= MEMO_AT_MOST) plain.clear();
      text = i18n.t(key, { lng });
      plain.set(memoKey, text);
    }
    return text;
  };
}
