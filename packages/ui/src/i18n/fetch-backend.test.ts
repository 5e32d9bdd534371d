// Rule: the texts come from /locales/<lng>/<ns>.json; a server failure is tried again, a missing
// file is not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBackend } from './fetch-backend';

function read(lng: string, ns: string): Promise<[unknown, unknown]> {
  return new Promise((done) => fetchBackend.read(lng, ns, (error, data) => done([error, data])));
}

describe('fetch backend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads one namespace of one language from /locales with the HTTP cache', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ loading: 'Henter …' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await read('da-DK', 'common')).toEqual([null, { loading: 'Henter …' }]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/locales/da-DK/common.json',
      expect.objectContaining({ cache: 'default' }),
    );
  });

  it('asks i18next to try again after a server failure or a lost connection, not after a 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    expect((await read('en', 'home'))[1]).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    expect((await read('en', 'home'))[1]).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const [error, retry] = await read('en', 'home');
    expect(error).toBeInstanceOf(Error);
    expect(retry).toBe(true);
  });
});
