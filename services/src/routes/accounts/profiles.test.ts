// Rules of the profile look-up and confirm (SPEC §3 profile match, §6 anonymous visitor):
// the look-up works across both profile types and shows only the spec's fields; confirming with
// the right password logs the visitor in under a new session id (its throttling: throttle.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAccount, startTestApp, type TestAccount, visitor } from '../../test/helpers.js';

let app: FastifyInstance;
let bruger: TestAccount;
let firma: TestAccount;

beforeEach(async () => {
  app = await startTestApp();
  bruger = await createAccount(app, 'user', { name: 'Mette Hansen', fbUserId: '1234567' });
  firma = await createAccount(app, 'company', { name: 'Jens Tømrer' });
});
afterEach(() => app.close());

const FIELDS = [
  'type',
  'owner_name',
  'search_email',
  'fb_userid',
  'fb_accesstoken',
  'fb_expiresin',
  'fb_signedrequest',
  'avatar_original',
  'avatar_link',
  'class',
].sort();

describe('POST /bruger/findemail and /firma/findemail', () => {
  it.each(['/bruger/findemail', '/firma/findemail'])(
    '%s finds a user profile and a company profile alike',
    async (url) => {
      const agent = await visitor(app);
      const user = (await agent.post(url, { email: bruger.email })).json();
      expect(user).toMatchObject({
        type: 'user',
        owner_name: 'Mette Hansen',
        search_email: bruger.email,
        fb_userid: '1234567',
      });
      const company = (await agent.post(url, { email: firma.email })).json();
      expect(company).toMatchObject({
        type: 'company',
        owner_name: 'Jens Tømrer',
        search_email: firma.email,
      });
    },
  );

  it('answers only the profile-match fields of the spec (no id, phone, hash or tokens)', async () => {
    const agent = await visitor(app);
    const reply = (await agent.post('/bruger/findemail', { email: bruger.email })).json();
    expect(Object.keys(reply).sort()).toEqual(FIELDS);
    expect(reply.fb_accesstoken).toBe('');
    expect(JSON.stringify(reply)).not.toContain('argon2');
  });

  it("answers type '' when no profile has the e-mail, and for the administrator", async () => {
    const admin = await createAccount(app, 'admin');
    const agent = await visitor(app);
    for (const email of ['ingen@test.dk', admin.email]) {
      const reply = (await agent.post('/firma/findemail', { email })).json();
      expect(reply.type).toBe('');
      expect(reply.owner_name).toBe('');
    }
  });

  it('refuses an empty e-mail with a validation message', async () => {
    const agent = await visitor(app);
    const response = await agent.post('/bruger/findemail', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'validation_errors', messages: ['Feltet e-mail skal udfyldes'] });
  });
});

describe('POST /bruger/data_acknowledgment and /firma/data_acknowledgment', () => {
  it.each(['/bruger/data_acknowledgment', '/firma/data_acknowledgment'])(
    '%s logs the visitor in as the profile with the right password, under a new session id',
    async (url) => {
      const agent = await visitor(app);
      const before = agent.sid;
      const response = await agent.post(url, { search_email: firma.email, password_confirm: firma.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, pass: true });
      expect(agent.sid).not.toBe(before);
      expect((await agent.refreshSession()).user).toMatchObject({ id: firma.id, role: 'company' });
    },
  );

  it('answers success false, pass false for a wrong password and stays logged out', async () => {
    const agent = await visitor(app);
    const response = await agent.post('/bruger/data_acknowledgment', {
      search_email: bruger.email,
      password_confirm: 'forkert',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, pass: false });
    expect((await agent.refreshSession()).user).toBeNull();
  });

  it('never confirms the administrator profile', async () => {
    const admin = await createAccount(app, 'admin');
    const agent = await visitor(app);
    const response = await agent.post('/firma/data_acknowledgment', {
      search_email: admin.email,
      password_confirm: admin.password,
    });
    expect(response.json()).toEqual({ success: false, pass: false });
  });
});
