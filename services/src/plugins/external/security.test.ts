// Rules of the security headers: a CSP without inline script that allows remotes deployed on other
// origins; CSRF required on every state-changing method; /docs works under its own CSP.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Agent, buildTestApp, visitor } from '../../test/helpers.js';

let app: FastifyInstance;
afterEach(() => app.close());

describe('content security policy', () => {
  it("allows scripts only from 'self' and the remotes' own origins, never inline", async () => {
    app = await buildTestApp({ env: { REMOTE_ADMIN_URL: 'http://127.0.0.1:4567/remoteEntry.js' } });
    const csp = (await new Agent(app).get('/remotes.json')).headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src '))!;
    expect(scriptSrc.trim()).toBe("script-src 'self' http://127.0.0.1:4567");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('serves the API documentation at /docs with a CSP that lets its own scripts run', async () => {
    app = await buildTestApp();
    const page = await new Agent(app).get('/docs', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const spec = await new Agent(app).get('/docs/json');
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/bruger/modalformlogin', '/api/session']),
    );
  });
});

describe('security headers', () => {
  it('every reply carries them, refusals and unknown paths included', async () => {
    app = await buildTestApp();
    const agent = new Agent(app);
    for (const response of [
      await agent.get('/api/session'),
      await agent.get('/api/firma/opgaver'),
      await agent.get('/no/such/path', { accept: 'application/json' }),
    ]) {
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('behind https they add HSTS and the upgrade of insecure requests', async () => {
    app = await buildTestApp({ env: { COOKIE_SECURE: '1' } });
    const response = await new Agent(app).get('/remotes.json');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('CSRF', () => {
  it.each(['PUT', 'PATCH', 'DELETE', 'POST'] as const)(
    'refuses a %s without the token with 403',
    async (method) => {
      app = await buildTestApp();
      app.route({ method, url: '/api/test/change', handler: async () => ({ ok: true }) });
      const agent = await visitor(app);
      const refused = await app.inject({
        method,
        url: '/api/test/change',
        headers: { cookie: agent.cookieHeader() ?? '' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Din session er udløbet. Genindlæs siden, og prøv igen.');
      const allowed = await app.inject({
        method,
        url: '/api/test/change',
        headers: { cookie: agent.cookieHeader() ?? '', 'x-csrf-token': agent.csrfToken },
      });
      expect(allowed.statusCode).toBe(200);
    },
  );

  it("refuses another session's token, also one its own session has just used", async () => {
    app = await buildTestApp();
    const first = await visitor(app);
    const second = await visitor(app);
    // Accepted for its own session, twice (the second time from the remembered verdict)…
    for (let i = 0; i < 2; i += 1)
      expect((await first.post('/bruger/findemail', { email: 'a@b.dk' })).statusCode).toBe(200);
    // …and still refused for another one.
    second.csrfToken = first.csrfToken;
    expect((await second.post('/bruger/findemail', { email: 'a@b.dk' })).statusCode).toBe(403);
  });
});
