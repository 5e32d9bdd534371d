// Rules of the scopes (SPEC §6 who may call): a route inside a company, customer or admin scope
// answers 401 errors:::unauthorized to a visitor and 403 errors:::forbidden to another role (and a
// company login without its company), before the body is validated and after CSRF; the scope puts
// the caller on the request once (request.company, request.customer, request.admin), and a handler
// outside a scope cannot read a scope's value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { type Agent, buildTestApp, createAccount, loggedIn, visitor } from '../../test/helpers.js';
import { adminScope, companyScope, customerScope } from './scopes.js';

const unauthorized = { type: 'error', message: 'Log venligst ind for at fortsætte' };
const forbidden = { type: 'error', message: 'Du har ikke adgang til dette' };
const body = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } as const;

const companyRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/api/test/scope/firma', async (request) => ({ company: request.company }));
  fastify.post('/api/test/scope/firma', { schema: { body } }, async (request) => ({
    id: request.company.id,
  }));
};
const customerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/api/test/scope/bruger', async (request) => ({ id: request.customer.id }));
};
const adminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/api/test/scope/admin', async (request) => ({ id: request.admin.id }));
};

let app: FastifyInstance;
let anonymous: Agent;
let customerAccount: Awaited<ReturnType<typeof createAccount>>;
let adminAccount: Awaited<ReturnType<typeof createAccount>>;
let companyAccount: Awaited<ReturnType<typeof createAccount>>;
let customer: Agent;
let admin: Agent;
let company: Agent;

beforeAll(async () => {
  app = await buildTestApp();
  await app.register(companyScope, { routes: [companyRoutes] });
  await app.register(customerScope, { routes: [customerRoutes] });
  await app.register(adminScope, { routes: [adminRoutes] });
  // Outside every scope: the hooks above do not reach it, and it cannot read a scope's value.
  app.get('/api/test/scope/outside', async (request) => ({ company: request.company }));
  await app.ready();
  anonymous = await visitor(app);
  customerAccount = await createAccount(app, 'user');
  adminAccount = await createAccount(app, 'admin');
  companyAccount = await createAccount(app, 'company', { name: 'Jens' });
  customer = await loggedIn(app, customerAccount);
  admin = await loggedIn(app, adminAccount);
  company = await loggedIn(app, companyAccount);
});
afterAll(() => app.close());

describe('companyScope', () => {
  it('answers 401 with the unauthorized text to a visitor', async () => {
    const response = await anonymous.get('/api/test/scope/firma');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it('answers 403 with the forbidden text to a customer and the administrator', async () => {
    for (const agent of [customer, admin]) {
      const response = await agent.get('/api/test/scope/firma');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
  });

  it("puts the caller's company on the request", async () => {
    const response = await company.get('/api/test/scope/firma');
    expect(response.statusCode).toBe(200);
    expect(response.json().company).toEqual({
      id: companyAccount.companyId,
      name: expect.stringMatching(/^Testfirma /),
      userId: companyAccount.id,
    });
  });

  it('checks the caller before the body: a visitor with a malformed body gets 401, a company 400', async () => {
    const refused = await anonymous.post('/api/test/scope/firma', { n: 'x', extra: 1 });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(unauthorized);
    const wrongRole = await customer.post('/api/test/scope/firma', { n: 'x' });
    expect(wrongRole.statusCode).toBe(403);
    const invalid = await company.post('/api/test/scope/firma', { n: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().type).toBe('validation_errors');
    expect((await company.post('/api/test/scope/firma', { n: 1 })).json()).toEqual({
      id: companyAccount.companyId,
    });
  });

  it('checks CSRF first', async () => {
    const response = await anonymous.post('/api/test/scope/firma', { n: 1 }, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).not.toEqual(unauthorized);
  });

  it('answers 403 to a company login whose company is gone', async () => {
    const account = await createAccount(app, 'company');
    const agent = await loggedIn(app, account);
    await app.db
      .delete(companies)
      .where(eq(companies.id, account.companyId as number))
      .run();
    const response = await agent.get('/api/test/scope/firma');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(forbidden);
  });
});

describe('customerScope and adminScope', () => {
  it('let only their role through and put the caller on the request', async () => {
    expect((await anonymous.get('/api/test/scope/bruger')).json()).toEqual(unauthorized);
    expect((await anonymous.get('/api/test/scope/admin')).statusCode).toBe(401);
    for (const agent of [company, admin]) {
      const response = await agent.get('/api/test/scope/bruger');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    for (const agent of [company, customer])
      expect((await agent.get('/api/test/scope/admin')).statusCode).toBe(403);
    expect((await customer.get('/api/test/scope/bruger')).json()).toEqual({ id: customerAccount.id });
    expect((await admin.get('/api/test/scope/admin')).json()).toEqual({ id: adminAccount.id });
  });
});

describe('outside a scope', () => {
  it('the hooks do not apply, and request.company cannot be read (a 500, never a missing id)', async () => {
    const response = await anonymous.get('/api/test/scope/outside');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('outside a company scope');
  });
});
