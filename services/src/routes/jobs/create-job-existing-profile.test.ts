// POST /api/opgaver by a visitor whose e-mail already has a profile (SPEC §6, issue 10 defect 3):
// "the visitor must first confirm with that profile's password". Without it, or with a wrong one,
// nothing is saved and the refusal names the kind of profile; with the right one the job is posted
// on that customer's profile and she is logged in (new session id and CSRF secret). A company
// profile cannot post jobs. The checks are throttled and limited like the login's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, demoEmails } from '../../db/seed/index.js';
import { type Agent, startDemoApp, startTestApp, visitor } from '../../test/helpers.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let form: { category: number; whatToDo: number; option: number; area: number };
let address = 0;

const count = async (target: FastifyInstance, sql: string, ...params: unknown[]): Promise<number> =>
  (await sqlOne<{ n: number }>(target.db, sql, ...params)).n;

/** Jobs and users: what a refused post must leave as it was. */
const totals = async (target: FastifyInstance) => ({
  jobs: await count(target, 'select count(*) n from jobs'),
  users: await count(target, 'select count(*) n from users'),
});

/** Mails to this address saying a new account was made for a job. */
const welcomeMails = (target: FastifyInstance, email: string) =>
  count(
    target,
    "select count(*) n from outbox where recipient = ? and subject = 'Din opgave er oprettet på Opgavetorvet'",
    email,
  );

const contact = { name: 'Mette H.', email: 'Bruger@Demo.dk', phone: '21 43 65 87' };

const job = (extra: Record<string, unknown> = {}) => ({
  category_id: form.category,
  headline: 'Ny låge til carporten',
  description: 'Den gamle er rådnet. Gerne i lærk.',
  zip: '8000',
  attributes: [
    { attribute_id: form.whatToDo, option_id: form.option },
    { attribute_id: form.area, number_value: 4 },
  ],
  ...contact,
  ...extra,
});

/** A visitor from an address of its own, so the per-address throttle of one test cannot reach another. */
async function visitorFromOwnAddress(target: FastifyInstance): Promise<Agent> {
  const agent = await visitor(target);
  address += 1;
  agent.ip = `10.0.3.${address}`;
  return agent;
}

async function readForm(target: FastifyInstance) {
  const detail = (await (await visitor(target)).get('/api/categories/toemrer')).json();
  const whatToDo = detail.attributes.find((a: { name: string }) => a.name === 'Hvad skal laves?');
  return {
    category: detail.category.id,
    whatToDo: whatToDo.id,
    option: whatToDo.options[0].id,
    area: detail.attributes.find((a: { name: string }) => a.name === 'Areal').id,
  };
}

beforeAll(async () => {
  app = await startDemoApp();
  form = await readForm(app);
});
afterAll(() => app.close());

describe("an e-mail with a customer profile needs that profile's password", () => {
  it('without the password: 409 asking for it at the e-mail (profile bruger), nothing saved, not logged in', async () => {
    const agent = await visitorFromOwnAddress(app);
    const before = await totals(app);
    const response = await agent.post('/api/opgaver', job());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      type: 'error',
      message:
        'Der findes allerede en kundeprofil med denne e-mail. Skriv profilens adgangskode, så opretter vi opgaven på din profil.',
      profile: 'bruger',
    });
    expect(await totals(app)).toEqual(before);
    expect((await agent.refreshSession()).user).toBeNull();
  });

  it('with a wrong password: 401 with the wrong-password text, nothing saved, not logged in', async () => {
    const agent = await visitorFromOwnAddress(app);
    const before = await totals(app);
    const response = await agent.post('/api/opgaver', job({ password_confirm: 'forkert-kode' }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'Adgangskoden er forkert. Prøv venligst igen.',
      profile: 'bruger',
    });
    expect(response.headers['x-csrf-token']).toBeUndefined();
    expect(await totals(app)).toEqual(before);
    expect((await agent.refreshSession()).user).toBeNull();
  });

  it("with the right password: the job is the customer's, she is logged in under a new session id and CSRF secret", async () => {
    const agent = await visitorFromOwnAddress(app);
    const sidBefore = agent.sid;
    const tokenBefore = agent.csrfToken;
    const before = await totals(app);
    const response = await agent.post('/api/opgaver', job({ password_confirm: DEMO_PASSWORD }));
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toEqual({
      type: 'success',
      job_id: expect.any(Number),
      link: `/bruger/opgave/${reply.job_id}`,
    });

    // The session: a new cookie and a new CSRF token, and the old token is refused from now on.
    expect(response.cookies.some((c) => c.name === 'sid')).toBe(true);
    expect(agent.sid).not.toBe(sidBefore);
    expect(response.headers['x-csrf-token']).toEqual(expect.any(String));
    expect(agent.csrfToken).not.toBe(tokenBefore);
    const withOldToken = await app.inject({
      method: 'POST',
      url: '/api/opgaver',
      headers: {
        cookie: `sid=${agent.sid}`,
        'x-csrf-token': tokenBefore,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(job()),
    });
    expect(withOldToken.statusCode).toBe(403);
    const { user } = await agent.refreshSession();
    expect(user).toMatchObject({ email: demoEmails.user, name: 'Mette Hansen', role: 'user' });

    // The job: on the existing profile (no second account, no welcome mail, her name kept).
    const owner = await sqlOne(
      app.db,
      'select u.email, u.name, j.headline from jobs j join users u on u.id = j.user_id where j.id = ?',
      reply.job_id,
    );
    expect(owner).toEqual({
      email: demoEmails.user,
      name: 'Mette Hansen',
      headline: 'Ny låge til carporten',
    });
    expect(await totals(app)).toEqual({ jobs: before.jobs + 1, users: before.users });
    expect(await welcomeMails(app, demoEmails.user)).toBe(0);
    const mine = (await agent.get('/api/bruger/opgaver')).json().jobs;
    expect(mine.map((j: { job_id: number }) => j.job_id)).toContain(reply.job_id);
  });

  it("the administrator's e-mail is no profile to confirm: even her own password is wrong here", async () => {
    const agent = await visitorFromOwnAddress(app);
    const before = await totals(app);
    const asked = await agent.post('/api/opgaver', job({ email: demoEmails.admin }));
    expect(asked.statusCode).toBe(409);
    expect(asked.json().profile).toBe('bruger');
    const response = await agent.post(
      '/api/opgaver',
      job({ email: demoEmails.admin, password_confirm: DEMO_PASSWORD }),
    );
    expect(response.statusCode).toBe(401);
    expect(await totals(app)).toEqual(before);
    expect((await agent.refreshSession()).user).toBeNull();
  });
});

describe('an e-mail with a company profile (a company posts no jobs)', () => {
  it('is refused with 409 (profile firma) with or without its password; nothing saved, not logged in', async () => {
    const agent = await visitorFromOwnAddress(app);
    const before = await totals(app);
    for (const extra of [{}, { password_confirm: DEMO_PASSWORD }]) {
      const response = await agent.post('/api/opgaver', job({ email: demoEmails.company, ...extra }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        type: 'error',
        message:
          'Denne e-mail hører til en firmaprofil, og et firma kan ikke oprette opgaver. Skriv en anden e-mail for at oprette opgaven som privatperson.',
        profile: 'firma',
      });
    }
    expect(await totals(app)).toEqual(before);
    expect((await agent.refreshSession()).user).toBeNull();
  });
});

describe("the password checks are the login's", () => {
  it('share the per-account-and-address throttle with the login modal: after 5 wrong logins even the right password waits (429)', async () => {
    const agent = await visitorFromOwnAddress(app);
    for (let i = 0; i < 5; i += 1) {
      expect((await agent.login({ email: demoEmails.user, password: 'forkert' })).statusCode).toBe(401);
    }
    const before = await totals(app);
    const response = await agent.post('/api/opgaver', job({ password_confirm: DEMO_PASSWORD }));
    expect(response.statusCode).toBe(429);
    // 30 s from the last failure (a busy machine may have spent a second or two since).
    expect(response.json().message).toMatch(
      /^For mange forkerte forsøg fra denne adresse\. Vent (2[6-9]|30) sekunder, og prøv igen\.$/,
    );
    expect(await totals(app)).toEqual(before);
    // Another address (the owner at home) is not held up.
    const home = await visitorFromOwnAddress(app);
    expect((await home.post('/api/opgaver', job({ password_confirm: DEMO_PASSWORD }))).statusCode).toBe(200);
  });

  it("count toward the login's per-address limit (config.loginRateLimit); asking without a password does not", async () => {
    const limited = await startTestApp({ seedDemo: true, loginRateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      form = await readForm(limited);
      const agent = await visitor(limited);
      for (let i = 0; i < 3; i += 1) expect((await agent.post('/api/opgaver', job())).statusCode).toBe(409);
      for (let i = 0; i < 2; i += 1) {
        const wrong = await agent.post('/api/opgaver', job({ password_confirm: `forkert-${i}` }));
        expect(wrong.statusCode).toBe(401);
      }
      const before = await totals(limited);
      const response = await agent.post('/api/opgaver', job({ password_confirm: DEMO_PASSWORD }));
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        type: 'error',
        message: expect.stringContaining('For mange forespørgsler'),
      });
      expect(await totals(limited)).toEqual(before);
    } finally {
      form = await readForm(app);
      await limited.close();
    }
  });
});
