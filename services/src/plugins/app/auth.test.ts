// Rules of the role guard: not logged in → 401 errors:::unauthorized; another role → 403
// errors:::forbidden; the right role (or one of a list) gets through; currentUser comes from the DB.
// Who may call is decided before the body is validated (after CSRF), so a malformed body does not
// turn a 401/403 into a 400.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { Agent, buildTestApp, createAccount, loggedIn } from '../../test/helpers.js';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildTestApp();
  app.get('/api/test/firma-only', { preHandler: app.requireRole('company') }, async (request) => ({
    user: request.currentUser,
  }));
  app.post('/api/test/staff', { preHandler: app.requireRole(['company', 'admin']) }, async () => ({
    ok: true,
  }));
  app.post(
    '/api/test/firma-body',
    {
      preHandler: [app.requireRole('company'), async () => {}],
      schema: { body: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
});
afterEach(() => app.close());

describe('fastify.requireRole', () => {
  it('answers 401 with the unauthorized text when nobody is logged in', async () => {
    const response = await new Agent(app).get('/api/test/firma-only');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ type: 'error', message: 'Log venligst ind for at fortsætte' });
  });

  it('answers 403 with the forbidden text for another role', async () => {
    const agent = await loggedIn(app, await createAccount(app, 'user'));
    const response = await agent.get('/api/test/firma-only');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ type: 'error', message: 'Du har ikke adgang til dette' });
  });

  it('gives the English texts for lang=en', async () => {
    const agent = new Agent(app);
    agent.lang = 'en';
    expect((await agent.get('/api/test/firma-only')).json().message).toBe('Please log in to continue');
  });

  it('lets the role through with the current user and company read from the database', async () => {
    const firma = await createAccount(app, 'company', { name: 'Jens' });
    const agent = await loggedIn(app, firma);
    await app.db.update(users).set({ name: 'Jens Nyt Navn' }).where(eq(users.id, firma.id)).run();
    const response = await agent.get('/api/test/firma-only');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: firma.id,
      name: 'Jens Nyt Navn',
      role: 'company',
      companyId: firma.companyId,
    });
  });

  it('accepts any role of a list', async () => {
    const admin = await loggedIn(app, await createAccount(app, 'admin'));
    expect((await admin.post('/api/test/staff')).statusCode).toBe(200);
    const bruger = await loggedIn(app, await createAccount(app, 'user'));
    expect((await bruger.post('/api/test/staff')).statusCode).toBe(403);
  });

  it('checks CSRF before the role on a post', async () => {
    const admin = await loggedIn(app, await createAccount(app, 'admin'));
    expect((await admin.post('/api/test/staff', {}, { csrf: false })).statusCode).toBe(403);
  });
});

describe('the role is checked before the body is validated', () => {
  const unauthorized = { type: 'error', message: 'Log venligst ind for at fortsætte' };
  const forbidden = { type: 'error', message: 'Du har ikke adgang til dette' };

  it('a visitor posting a malformed body to a company-only call gets 401 with the unauthorized text', async () => {
    const visitor = new Agent(app);
    await visitor.refreshSession();
    for (const [url, body] of [
      ['/firma/confirm_job', { contact_id: 'abc', extra: 1 }],
      ['/firma/save_contract_changes', {}],
      ['/api/test/firma-body', { n: 'x' }],
    ] as const) {
      const response = await visitor.post(url, body);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual(unauthorized);
    }
  });

  it('a company posting a malformed body to a user-only call gets 403 with the forbidden text', async () => {
    const company = await loggedIn(app, await createAccount(app, 'company'));
    for (const [url, body] of [
      ['/bruger/invite_company_by_email', { company_id: 'x' }],
      ['/ajax/bruger/changejobstatus', { job_id: -1, contact_id: 'y', extra: true }],
    ] as const) {
      const response = await company.post(url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual(forbidden);
    }
  });

  it('the right role with a malformed body still gets the validation errors, and CSRF is still checked first', async () => {
    const company = await loggedIn(app, await createAccount(app, 'company'));
    const invalid = await company.post('/api/test/firma-body', { n: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().type).toBe('validation_errors');
    expect((await company.post('/api/test/firma-body', { n: 1 })).json()).toEqual({ ok: true });
    const visitor = new Agent(app);
    await visitor.refreshSession();
    const noToken = await visitor.post('/firma/confirm_job', { contact_id: 'abc' }, { csrf: false });
    expect(noToken.statusCode).toBe(403);
  });
});
