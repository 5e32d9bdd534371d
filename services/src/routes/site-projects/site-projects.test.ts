// GET /api/site-projects (SPEC §2's redirect to another site project): the addresses come from
// SITE_PROJECT_LINKS, each ending in '/'; unset, there are none (nothing redirects); a malformed
// value stops the start.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { buildTestApp } from '../../test/helpers.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close().catch(() => undefined);
  app = undefined;
});

describe('GET /api/site-projects', () => {
  it('answers no other site when SITE_PROJECT_LINKS is unset', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/site-projects' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ project: 'opgavetorvet', links: {} });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("answers SITE_PROJECT_LINKS' projects and addresses, each ending in '/'", async () => {
    app = await buildTestApp({
      env: {
        SITE_PROJECT_LINKS:
          '{"byggetorvet": "https://byggetorvet.dk/", "autotorvet": "https://auto.example.dk/da"}',
      },
    });
    const response = await app.inject({ method: 'GET', url: '/api/site-projects' });
    expect(response.json()).toEqual({
      project: 'opgavetorvet',
      links: { byggetorvet: 'https://byggetorvet.dk/', autotorvet: 'https://auto.example.dk/da/' },
    });
  });

  it('a SITE_PROJECT_LINKS that is not a JSON object of http(s) addresses stops the start', () => {
    for (const value of ['nope', '["https://a.dk/"]', '{"a": "ftp://a.dk/"}', '{"a": 7}'])
      expect(() => loadConfig({ SITE_PROJECT_LINKS: value }), value).toThrow(/SITE_PROJECT_LINKS/);
  });
});
