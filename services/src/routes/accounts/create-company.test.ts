// Rules of the new-company modal (POST /firma/opret): creates a company login and a company with
// a unique slug, logs it in, refuses a used e-mail (409) and shows the spec's texts per field; a
// zip that is not in the zip table and a CVR number that fails its check, is the seller's or is in
// use are refused, and nothing is created (issue 31).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies, outbox, users } from '../../db/schema/index.js';
import { createAccount, startTestApp, visitor } from '../../test/helpers.js';
import { FIXTURE_ZIP, ensureZip } from '../../test/job-fixtures.js';

let app: FastifyInstance;

beforeEach(async () => {
  app = await startTestApp();
  await ensureZip(app);
});
afterEach(() => app.close());

const valid = {
  company_name: 'Tømrer Ålborg & Søn ApS',
  /** Carlsberg A/S's number: it passes the modulus-11 check. */
  cvr: '61056416',
  name: 'Jens Jensen',
  email: 'Jens@Toemrer.dk',
  phone: '+45 12 34 56 78',
  zip: FIXTURE_ZIP,
  password: 'hemmelig123',
};

describe('POST /firma/opret', () => {
  it('creates the company, logs it in and sends it to /firma/opgaver', async () => {
    const agent = await visitor(app);
    const before = agent.sid;
    const response = await agent.post('/firma/opret', valid);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toEqual({
      type: 'success',
      typelogin: 'company',
      user_id: expect.any(Number),
      text: '/firma/opgaver',
    });

    const user = (await app.db.select().from(users).where(eq(users.id, reply.user_id)).get())!;
    expect(user).toMatchObject({
      email: 'jens@toemrer.dk',
      role: 'company',
      name: 'Jens Jensen',
      zip: FIXTURE_ZIP,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const company = (await app.db.select().from(companies).where(eq(companies.userId, user.id)).get())!;
    expect(company).toMatchObject({
      name: 'Tømrer Ålborg & Søn ApS',
      slug: 'toemrer-aalborg-soen-aps',
      cvr: '61056416',
    });

    expect(agent.sid).not.toBe(before);
    expect((await agent.refreshSession()).user).toMatchObject({
      id: user.id,
      role: 'company',
      companyId: company.id,
    });
    expect(
      await app.db.select().from(outbox).where(eq(outbox.recipient, 'jens@toemrer.dk')).all(),
    ).toHaveLength(1);
  });

  it('gives a second company with the same name its own slug, and never a reserved one', async () => {
    const first = await visitor(app);
    await first.post('/firma/opret', valid);
    const second = await visitor(app);
    await second.post('/firma/opret', { ...valid, email: 'anden@toemrer.dk', cvr: '' });
    const third = await visitor(app);
    await third.post('/firma/opret', { ...valid, company_name: 'Admin', email: 'admin@firma.dk', cvr: '' });
    const slugs = (await app.db.select({ slug: companies.slug }).from(companies).all()).map(
      (row) => row.slug,
    );
    expect(slugs.sort()).toEqual(['admin-2', 'toemrer-aalborg-soen-aps', 'toemrer-aalborg-soen-aps-2']);
  });

  it('accepts a missing or empty CVR number', async () => {
    const agent = await visitor(app);
    const { cvr: _cvr, ...withoutCvr } = valid;
    expect((await agent.post('/firma/opret', withoutCvr)).statusCode).toBe(200);
    const other = await visitor(app);
    expect((await other.post('/firma/opret', { ...valid, email: 'x@y.dk', cvr: '' })).statusCode).toBe(200);
  });

  it.each([
    [
      'a CVR number whose check digit is wrong',
      { cvr: '12345678' },
      400,
      'CVR-nummeret findes ikke: kontrolcifferet passer ikke. Tjek nummeret.',
    ],
    [
      "the seller's own CVR number",
      { cvr: '24256790' },
      400,
      'Det er Opgavetorvets eget CVR-nummer. Skriv jeres firmas CVR-nummer.',
    ],
    ['a zip that is not in the zip table', { zip: '0000' }, 400, 'Ugyldigt postnummer. Prøv venligst igen'],
    ['another zip that is not one', { zip: '9999' }, 400, 'Ugyldigt postnummer. Prøv venligst igen'],
  ])('refuses %s and creates nothing', async (_what, change, status, message) => {
    app.config.seller.cvr = '24256790';
    const agent = await visitor(app);
    const response = await agent.post('/firma/opret', { ...valid, ...change });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ type: 'error', message });
    expect(await app.db.select().from(companies).all()).toHaveLength(0);
    expect(await app.db.select().from(users).where(eq(users.role, 'company')).all()).toHaveLength(0);
  });

  it('refuses a CVR number another company uses with 409', async () => {
    await (await visitor(app)).post('/firma/opret', valid);
    const response = await (await visitor(app)).post('/firma/opret', { ...valid, email: 'anden@toemrer.dk' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Et andet firma er allerede oprettet med dette CVR-nummer. Skriv til os, hvis det er jeres.',
    );
    expect(await app.db.select().from(companies).all()).toHaveLength(1);
  });

  it('refuses an e-mail that already has a profile with 409, and creates nothing', async () => {
    const existing = await createAccount(app, 'user', { email: 'jens@toemrer.dk' });
    const agent = await visitor(app);
    const response = await agent.post('/firma/opret', valid);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'Der findes allerede en profil med denne e-mail. Log venligst ind.',
    });
    expect(await app.db.select().from(companies).all()).toHaveLength(0);
    expect((await agent.refreshSession()).user).toBeNull();
    expect(existing.id).toBeGreaterThan(0);
  });

  it('shows the spec texts for name, phone, zip, e-mail and company name (Danish)', async () => {
    const agent = await visitor(app);
    const response = await agent.post('/firma/opret', {
      ...valid,
      company_name: ' ',
      name: '',
      phone: 'abc',
      zip: '123',
      email: 'ikke-en-mail',
      cvr: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages.sort()).toEqual([
      'Angiv venligst firmaets navn',
      'CVR-nummeret skal være 8 cifre',
      'Indtast venligst dit fulde navn',
      'Indtast venligst et gyldigt telefonnummer',
      'Ugyldig e-mail. Prøv venligst igen',
      'Ugyldigt postnummer. Prøv venligst igen',
    ]);
  });

  it("shows the spec's English texts for lang=en, and 'Email required' for an empty e-mail", async () => {
    const agent = await visitor(app);
    agent.lang = 'en';
    const response = await agent.post('/firma/opret', { ...valid, email: '', zip: '12a4', name: '' });
    expect(response.json().messages.sort()).toEqual([
      'Email required. Please provide.',
      'Invalid zip code. Please try again',
      'Please enter your full name',
    ]);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const agent = await visitor(app);
    const response = await agent.post('/firma/opret', { ...valid, password: '1234567' });
    expect(response.json()).toEqual({
      type: 'validation_errors',
      messages: ['Adgangskoden skal være mindst 8 tegn'],
    });
  });
});
