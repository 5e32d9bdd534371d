// Rule (issue 13, light pages): at start the front end fetches only the texts every page needs
// (common, errors); a page's own namespace is fetched when asked for (loadNamespaces, with its code).
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBackend } from './fetch-backend';
import { baseI18nOptions } from './i18n-options';

afterEach(() => vi.unstubAllGlobals());

describe('namespaces at start', () => {
  it('fetches common and errors at start, and the page namespace only when it is loaded', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        fetched.push(path);
        return Response.json({});
      }),
    );
    const instance = i18next.createInstance();
    await instance.use(fetchBackend).init({ ...baseI18nOptions, lng: 'da-DK' });
    expect(fetched.sort()).toEqual(['/locales/da-DK/common.json', '/locales/da-DK/errors.json']);
    await instance.loadNamespaces(['firma']);
    expect(fetched).toContain('/locales/da-DK/firma.json');
    expect(fetched).not.toContain('/locales/da-DK/bruger.json');
  });
});
