// Ordering from a company's pricelist: the amount modal, the order page and the personalised work
// order (SPEC §5 texts per field in both languages; a visitor with a known e-mail must confirm the
// profile first; otherwise an account and a job addressed to the company).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Agent, loggedIn, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { sqlOne, sqlRun } from '../../test/sql.js';
import { categoryAttributes } from '../../db/schema/index.js';

let app: FastifyInstance;
let m: Marketplace;
let customer: Agent;

const one = <T>(sql: string, ...params: unknown[]): Promise<T> => sqlOne<T>(app.db, sql, ...params);

const order = (extra: Record<string, unknown> = {}) => ({
  name: 'Sofie Kjær',
  email: 'sofie@example.com',
  phone: '21 43 65 87',
  location: '8000',
  pricelist: m.category.topId,
  amount: 25,
  categoryid: m.category.subId,
  headline: 'Ny terrasse',
  attr_id: m.category.areaAttrId,
  company_id: m.companies[0].companyId,
  ...extra,
});

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 2);
  customer = await loggedIn(app, m.customer);
});
afterAll(() => app.close());

describe('the pricelist modals', () => {
  it("shows the company's pricelist lines with their amount fields, and the order page with the form", async () => {
    const agent = await visitor(app);
    const modal = await agent.post('/bruger/companymodalamountattr', {
      company_id: m.companies[0].companyId,
      category_id: m.category.topId,
    });
    expect(modal.statusCode).toBe(200);
    expect(modal.json().html).toContain('Areal (antal m²)');
    // A number whose name says its unit is named once: 'Antal rum', not 'Antal rum (antal rum)'.
    await app.db
      .insert(categoryAttributes)
      .values({ categoryId: m.category.subId, name: 'Antal rum', kind: 'number', unit: 'rum' })
      .run();
    const rooms = (
      await agent.post('/bruger/companymodalamountattr', {
        company_id: m.companies[0].companyId,
        category_id: m.category.topId,
      })
    ).json().html;
    expect(rooms).toContain('/> Antal rum</label>');
    expect(rooms).not.toContain('Antal rum (antal rum)');
    expect(modal.json().html).toContain('action="/bruger/ajaxpagebestil"');
    const page = await agent.post('/bruger/ajaxpagebestil', {
      amount: 25,
      company_id: m.companies[0].companyId,
      select_headline: 'Ny <terrasse>',
      categoryid: m.category.subId,
      pricelist: m.category.topId,
      attr_id: m.category.areaAttrId,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().html).toContain('25 m²');
    expect(page.json().html).toContain('Ny &lt;terrasse&gt;');
    expect(page.json().html).toContain('action="/bruger/createpersonalizedwork"');
    const prefilled = (
      await customer.post('/bruger/ajaxpagebestil', {
        amount: 25,
        company_id: m.companies[0].companyId,
        select_headline: 'Ny terrasse',
        categoryid: m.category.subId,
        pricelist: m.category.topId,
        attr_id: 0,
      })
    ).json().html;
    expect(prefilled).toContain('value="Mette Hansen"');
  });

  it('answers 404 for a category the company does not work in, and 400 for an amount over 999999999', async () => {
    const agent = await visitor(app);
    const foreign = await agent.post('/bruger/companymodalamountattr', {
      company_id: m.companies[0].companyId,
      category_id: 999999,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toMatch(/har ikke dette på sin prisliste$/);
    const tooMuch = await agent.post('/bruger/ajaxpagebestil', {
      amount: 1_000_000_000,
      company_id: m.companies[0].companyId,
      select_headline: 'x',
      categoryid: m.category.subId,
      pricelist: m.category.topId,
      attr_id: 0,
    });
    expect(tooMuch.json()).toEqual({
      type: 'validation_errors',
      messages: ['Feltet antal må højst være 999999999'],
    });
  });
});

describe('/bruger/createpersonalizedwork', () => {
  it('creates the account and a job addressed to the company, logs the visitor in, and tells the company', async () => {
    const agent = await visitor(app);
    const response = await agent.post('/bruger/createpersonalizedwork', order());
    expect(response.statusCode).toBe(200);
    const { error, link } = response.json();
    expect(error).toBe('');
    const jobId = Number(link.match(/^\/bruger\/opgave\/(\d+)$/)?.[1]);
    expect(
      await one(
        'select j.personalized_company_id company, j.zip, u.email from jobs j join users u on u.id = j.user_id where j.id = ?',
        jobId,
      ),
    ).toEqual({ company: m.companies[0].companyId, zip: '8000', email: 'sofie@example.com' });
    expect(await one('select number_value from job_attributes where job_id = ?', jobId)).toEqual({
      number_value: 25,
    });
    expect(await one('select company_id from invitations where job_id = ?', jobId)).toEqual({
      company_id: m.companies[0].companyId,
    });
    expect((await agent.refreshSession()).user).toMatchObject({ email: 'sofie@example.com', role: 'user' });
    expect(
      (await one<{ n: number }>("select count(*) n from outbox where recipient = 'sofie@example.com'")).n,
    ).toBe(1);
    expect(
      (await one<{ n: number }>('select count(*) n from outbox where recipient = ?', m.companies[0].email)).n,
    ).toBe(1);
  });

  it('asks a visitor whose e-mail has a profile to confirm it with the password first', async () => {
    const response = await (
      await visitor(app)
    ).post('/bruger/createpersonalizedwork', order({ email: m.customer.email }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      link: '',
      error:
        'Der findes allerede en profil med denne e-mail. Bekræft venligst profilen med din adgangskode, før du bestiller.',
    });
  });

  it('refuses a customer the administrator blocked (issue 33) with 403, and no job is made', async () => {
    const jobs = async () =>
      (await one<{ n: number }>('select count(*) n from jobs where user_id = ?', m.customer.id)).n;
    const before = await jobs();
    await sqlRun(
      app.db,
      "update users set blocked_at = 1, blocked_reason = 'Test' where id = ?",
      m.customer.id,
    );
    const response = await customer.post(
      '/bruger/createpersonalizedwork',
      order({ email: m.customer.email }),
    );
    await sqlRun(
      app.db,
      'update users set blocked_at = null, blocked_reason = null where id = ?',
      m.customer.id,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: 'Din profil er spærret. Kontakt Opgavetorvet for at få den genåbnet.',
    });
    expect(await jobs()).toBe(before);
  });

  it('gives each field its SPEC §5 text in Danish and English (amounts: whole numbers up to 999999999), never 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'Indtast venligst dit fulde navn', 'Please enter your full name'],
      [{ phone: 'abc' }, 'Indtast venligst et gyldigt telefonnummer', 'Please enter a valid phone number'],
      [{ location: '80a0' }, 'Ugyldigt postnummer. Prøv venligst igen', 'Invalid zip code. Please try again'],
      [{ location: '800' }, 'Ugyldigt postnummer. Prøv venligst igen', 'Invalid zip code. Please try again'],
      [{ email: '' }, 'E-mail er påkrævet. Angiv venligst din e-mail.', 'Email required. Please provide.'],
      [{ email: 'sofie@' }, 'Ugyldig e-mail. Prøv venligst igen', 'Invalind email. Please try again'],
      [
        { headline: 'x'.repeat(121) },
        'Feltet overskrift må højst være 120 tegn',
        'The field headline may be at most 120 characters',
      ],
      [{ amount: 12.5 }, 'Feltet antal har en forkert type', 'The field amount has the wrong type'],
      [
        { amount: 1_000_000_000 },
        'Feltet antal må højst være 999999999',
        'The field amount may be at most 999999999',
      ],
      [{ extra: 1 }, 'Feltet extra er ikke tilladt', 'The field extra is not allowed'],
    ];
    const agent = await visitor(app);
    for (const [fields, da, en] of cases) {
      agent.lang = null;
      const danish = await agent.post(
        '/bruger/createpersonalizedwork',
        order({ email: 'ny@example.com', ...fields }),
      );
      expect(danish.statusCode, da).toBe(400);
      expect(danish.json()).toEqual({ error: da, link: '', type: 'error', message: da });
      agent.lang = 'en';
      expect(
        (
          await agent.post('/bruger/createpersonalizedwork', order({ email: 'ny@example.com', ...fields }))
        ).json().error,
      ).toBe(en);
    }
    agent.lang = null;
    const missing = await agent.post('/bruger/createpersonalizedwork', {
      company_id: m.companies[0].companyId,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).not.toBe('');
    expect((await one<{ n: number }>("select count(*) n from users where email = 'ny@example.com'")).n).toBe(
      0,
    );
  });

  it('a logged-in customer orders into the own account; a double-click leaves one job', async () => {
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        customer.post('/bruger/createpersonalizedwork', order({ headline: 'Dobbeltklik' })),
      ),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(replies.map((r) => r.json().link)).size).toBe(1);
    expect(
      (
        await one<{ n: number }>(
          "select count(*) n from jobs where headline = 'Dobbeltklik' and user_id = ?",
          m.customer.id,
        )
      ).n,
    ).toBe(1);
  });

  it('refuses a company, an unknown zip and a line the company does not offer', async () => {
    expect(
      (await (await loggedIn(app, m.companies[1])).post('/bruger/createpersonalizedwork', order()))
        .statusCode,
    ).toBe(403);
    expect(
      (await customer.post('/bruger/createpersonalizedwork', order({ location: '0001' }))).json().error,
    ).toBe('Ugyldigt postnummer. Prøv venligst igen');
    expect(
      (await customer.post('/bruger/createpersonalizedwork', order({ attr_id: 999999 }))).statusCode,
    ).toBe(404);
  });
});
