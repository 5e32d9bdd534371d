// Rules of the text set-up: ':::' separates the namespace, '::' nests keys, da-DK is the default,
// the language selector writes the `lang` cookie for 1 day, and both languages have the same keys.
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { localeResources } from '../test/locale-resources';
import { namespaces } from './i18n-options';
import { readLanguageCookie } from './language-cookie';
import { setLanguage } from './init-i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}::${key}` : key));
}

describe('i18n', () => {
  afterEach(async () => {
    document.cookie = 'lang=; max-age=0; path=/';
    await i18next.changeLanguage('da-DK');
  });

  it("namespaces are separated by ':::' and keys inside a namespace by '::'", () => {
    expect(i18next.t('errors:::validation::required', { field: 'E-mail' })).toBe(
      'Feltet E-mail skal udfyldes',
    );
    expect(i18next.t('common:::notifications::heading::info')).toBe('Info:');
  });

  it("'.' and ':' are not separators", () => {
    expect(i18next.t('errors:::validation.required')).not.toBe('Feltet {{field}} skal udfyldes');
    expect(i18next.t('errors:remote_unavailable')).not.toContain('kan ikke indlæses');
  });

  it('the default language is da-DK', () => {
    expect(i18next.language).toBe('da-DK');
    expect(document.documentElement.lang).toBe('da-DK');
    expect(readLanguageCookie('')).toBe('da-DK');
  });

  it('choosing a language sets the lang cookie for 1 day and switches the texts', async () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document),
      set: (value: string) => {
        written.push(value);
        descriptor?.set?.call(document, value);
      },
    });
    try {
      await setLanguage('en');
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
    expect(written[0]).toMatch(/^lang=en; max-age=86400; path=\//);
    expect(readLanguageCookie()).toBe('en');
    expect(i18next.t('common:::notifications::heading::error')).toBe('Error!');
  });

  it('da-DK and en have the same keys in every namespace', () => {
    const resources = localeResources();
    for (const ns of namespaces) {
      expect(keysOf(resources.en[ns]).sort(), ns).toEqual(keysOf(resources['da-DK'][ns]).sort());
    }
  });
});
