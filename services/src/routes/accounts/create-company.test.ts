// Rules of the new-company modal (POST /firma/opret): creates a company login and a company with
// a unique slug, logs it in, refuses a used e-mail (409) and shows the spec's texts per field.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies, outbox, users } from '../../db/schema/index.js';
import { createAccount, startTestApp, visitor } from '../../test/helpers.js';

let app: FastifyInstance;

beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.close());

const valid = {
  company_name: 'Tømrer Ålborg & Søn ApS',
  cvr: '12345678',
  name: 'Jens Jensen',
  email: 'Jens@Toemrer.dk',
  phone: '+45 12 34 56 78',
  zip: '9000',
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
      zip: '9000',
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const company = (await app.db.select().from(companies).where(eq(companies.userId, user.id)).get())!;
    expect(company).toMatchObject({
      name: 'Tømrer Ålborg & Søn ApS',
      slug: 'toemrer-aalborg-soen-aps',
      cvr: '12345678',
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
    await second.post('/firma/opret', { ...valid, email: 'anden@toemrer.dk' });
    const third = await visitor(app);
    await third.post('/firma/opret', { ...valid, company_name: 'Admin', email: 'admin@firma.dk' });
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
