// POST /api/opgaver: a customer posts a job with answers that fit the category; a visitor becomes
// a logged-in customer (a mailed set-password code when no password is chosen); bad input → 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { demoEmails } from '../../db/seed/index.js';
import { type Agent, demoLogin, startDemoApp, visitor } from '../../test/helpers.js';
import { renderedOutbox } from '../../test/outbox.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let bruger: Agent;
let toemrer: number;
let whatToDo: { id: number; options: { id: number; label: string }[] };
let area: number;

const one = async <T>(sql: string, ...params: unknown[]): Promise<T> =>
  sqlOne<T>(await renderedOutbox(app), sql, ...params);
const countOf = async (sql: string, ...params: unknown[]): Promise<number> =>
  (await one<{ n: number }>(sql, ...params)).n;

const job = (extra: Record<string, unknown> = {}) => ({
  category_id: toemrer,
  headline: 'Ny trappe til terrassen',
  description: 'Tre trin i trykimprægneret fyr ned til haven.',
  zip: '8000',
  attributes: [
    { attribute_id: whatToDo.id, option_id: whatToDo.options[0].id },
    { attribute_id: area, number_value: 12 },
  ],
  ...extra,
});

beforeAll(async () => {
  app = await startDemoApp();
  bruger = await demoLogin(app, demoEmails.user);
  const form = (await bruger.get('/api/categories/toemrer')).json();
  toemrer = form.category.id;
  whatToDo = form.attributes.find((a: { name: string }) => a.name === 'Hvad skal laves?');
  area = form.attributes.find((a: { name: string }) => a.name === 'Areal').id;
});
afterAll(() => app.close());

describe('a logged-in customer posts a job', () => {
  it('creates the open job with its answers and links to its page', async () => {
    const response = await bruger.post('/api/opgaver', job());
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toEqual({
      type: 'success',
      job_id: expect.any(Number),
      link: `/bruger/opgave/${reply.job_id}`,
    });
    const saved = await one<{ status: string; email: string; zip: string }>(
      'select j.status, u.email, j.zip from jobs j join users u on u.id = j.user_id where j.id = ?',
      reply.job_id,
    );
    expect(saved).toEqual({ status: 'open', email: demoEmails.user, zip: '8000' });
    expect(await countOf('select count(*) n from job_attributes where job_id = ?', reply.job_id)).toBe(2);
    const { jobs } = (await bruger.get('/api/bruger/opgaver')).json();
    expect(jobs[0]).toMatchObject({
      job_id: reply.job_id,
      headline: 'Ny trappe til terrassen',
      bids_count: 0,
    });
  });

  it('refuses answers that do not fit the category', async () => {
    const mekaniker = (await bruger.get('/api/categories/mekaniker')).json();
    const cases: [unknown[], string][] = [
      [
        [{ attribute_id: mekaniker.attributes[0].id, car_model_id: 1 }],
        'Et af svarene hører ikke til den valgte kategori.',
      ],
      [
        [{ attribute_id: whatToDo.id, option_id: mekaniker.attributes[1].options[0].id }],
        'Svaret på "Hvad skal laves?" er ugyldigt.',
      ],
      [[{ attribute_id: whatToDo.id, number_value: 3 }], 'Svaret på "Hvad skal laves?" er ugyldigt.'],
      [
        [
          { attribute_id: whatToDo.id, option_id: whatToDo.options[0].id },
          { attribute_id: whatToDo.id, option_id: whatToDo.options[0].id },
        ],
        'Svaret på "Hvad skal laves?" er ugyldigt.',
      ],
      [[{ attribute_id: area, number_value: 5 }], 'Besvar venligst: Hvad skal laves?'],
    ];
    for (const [attributes, message] of cases) {
      const response = await bruger.post('/api/opgaver', job({ attributes }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'error', message });
    }
  });

  it('refuses a top-level or unknown category and a zip code that does not exist', async () => {
    const flytning = (await bruger.get('/api/categories/flytning')).json().category.id;
    expect(
      (await bruger.post('/api/opgaver', job({ category_id: flytning, attributes: [] }))).json().message,
    ).toBe('Vælg venligst en underkategori, så de rette firmaer ser opgaven.');
    expect((await bruger.post('/api/opgaver', job({ category_id: 999999 }))).json().message).toBe(
      'Kategorien findes ikke. Vælg venligst en kategori.',
    );
    const unknownZip = await bruger.post('/api/opgaver', job({ zip: '0001' }));
    expect(unknownZip.statusCode).toBe(400);
    expect(unknownZip.json()).toEqual({ type: 'error', message: 'Ugyldigt postnummer. Prøv venligst igen' });
  });

  it('refuses missing, wrongly typed, too long, unknown and out-of-range fields with a clear 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ headline: undefined }, 'Feltet overskrift skal udfyldes'],
      [{ headline: '   ' }, 'Feltet overskrift er ugyldigt'],
      [{ headline: 'x'.repeat(121) }, 'Feltet overskrift må højst være 120 tegn'],
      [{ description: 'x'.repeat(5001) }, 'Feltet beskrivelse må højst være 5000 tegn'],
      [{ category_id: 'tømrer' }, 'Feltet kategori har en forkert type'],
      [{ zip: '80000' }, 'Ugyldigt postnummer. Prøv venligst igen'],
      [{ price: 100 }, 'Feltet price er ikke tilladt'],
      [
        { attributes: [{ attribute_id: area, number_value: 1_000_000_000 }] },
        'Feltet tal må højst være 999999999',
      ],
      [{ attributes: [{ attribute_id: area, number_value: -1 }] }, 'Feltet tal skal være mindst 0'],
    ];
    for (const [extra, message] of cases) {
      const response = await bruger.post('/api/opgaver', job(extra));
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ type: 'validation_errors', messages: [message] });
    }
  });

  it('answers 403 to a company and the administrator, who do not post jobs', async () => {
    for (const email of [demoEmails.company, demoEmails.admin]) {
      const response = await (await demoLogin(app, email)).post('/api/opgaver', job());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ type: 'error', message: 'Du har ikke adgang til dette' });
    }
  });
});

describe('a visitor posts a job', () => {
  const contact = { name: 'Sofie Kjær', email: 'sofie.kjaer@example.com', phone: '21 43 65 87' };

  it('creates the account, logs the visitor in and mails a set-password code that works', async () => {
    const agent = await visitor(app);
    const response = await agent.post('/api/opgaver', job(contact));
    expect(response.statusCode).toBe(200);
    const { user } = await agent.refreshSession();
    expect(user).toMatchObject({ email: contact.email, name: 'Sofie Kjær', role: 'user' });
    expect(
      (await agent.get('/api/bruger/opgaver')).json().jobs.map((j: { job_id: number }) => j.job_id),
    ).toEqual([response.json().job_id]);

    const mail = await one<{ channel: string; subject: string; body: string }>(
      'select channel, subject, body from outbox where recipient = ?',
      contact.email,
    );
    expect(mail).toMatchObject({ channel: 'email', subject: 'Din opgave er oprettet på Opgavetorvet' });
    expect(mail.body).toContain('Hej Sofie Kjær');
    // Issue 10 #1: the mail leads straight to choosing the password, the code in the link (an
    // absolute link from PUBLIC_URL, never the request's Host header).
    const link = new RegExp(`${app.config.publicUrl}/adgangskode#email=([^&\\s]+)&kode=(\\d{6})`).exec(
      mail.body,
    );
    expect(link).not.toBeNull();
    const [, linkedEmail, code] = link ?? [];
    expect(decodeURIComponent(linkedEmail)).toBe(contact.email);
    expect(mail.body).toContain(`koden ${code} er allerede udfyldt`);
    const html = (await one<{ html: string }>('select html from outbox where recipient = ?', contact.email))
      .html;
    expect(html).toContain(`href="${app.config.publicUrl}/adgangskode#email=`);
    expect(html).toContain('Vælg din adgangskode');
    const reset = await agent.post('/api/password/reset', {
      email: contact.email,
      code,
      password: 'min-nye-kode',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await (await visitor(app)).login({ email: contact.email, password: 'min-nye-kode' })).statusCode,
    ).toBe(200);
  });

  it("the welcome mail's link does not come from the request's Host header", async () => {
    const email = 'host.header@example.com';
    const agent = await visitor(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/opgaver',
      headers: {
        host: 'evil.example',
        cookie: `sid=${agent.sid}`,
        'x-csrf-token': agent.csrfToken,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(job({ ...contact, email })),
    });
    expect(response.statusCode).toBe(200);
    const mail = await one<{ body: string }>('select body from outbox where recipient = ?', email);
    expect(mail.body).toContain(`${app.config.publicUrl}/adgangskode#`);
    expect(mail.body).not.toContain('evil.example');
  });

  it('uses the password the visitor chose, and mails no code', async () => {
    const agent = await visitor(app);
    const email = 'jonas.bech@example.com';
    expect(
      (await agent.post('/api/opgaver', job({ ...contact, email, password: 'hemmelig123' }))).statusCode,
    ).toBe(200);
    expect(await countOf('select count(*) n from outbox where recipient = ?', email)).toBe(0);
    expect((await (await visitor(app)).login({ email, password: 'hemmelig123' })).statusCode).toBe(200);
  });

  it("shows the personalised form's texts for missing or invalid contact fields", async () => {
    const agent = await visitor(app);
    const missing = await agent.post('/api/opgaver', job());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      type: 'validation_errors',
      messages: [
        'Indtast venligst dit fulde navn',
        'E-mail er påkrævet. Angiv venligst din e-mail.',
        'Indtast venligst et gyldigt telefonnummer',
      ],
    });
    const invalid = await agent.post(
      '/api/opgaver',
      job({ name: ' ', email: 'sofie@', phone: 'ring mig', zip: '12a4' }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().messages.sort()).toEqual(
      [
        'Indtast venligst dit fulde navn',
        'Indtast venligst et gyldigt telefonnummer',
        'Ugyldig e-mail. Prøv venligst igen',
        'Ugyldigt postnummer. Prøv venligst igen',
      ].sort(),
    );
    expect(await countOf("select count(*) n from users where email like 'sofie@%'")).toBe(0);
  });

  it('is refused without the CSRF token', async () => {
    const response = await (await visitor(app)).post('/api/opgaver', job(contact), { csrf: false });
    expect(response.statusCode).toBe(403);
  });
});

describe('?sendcompany= (SPEC §2): the job is sent to that company', () => {
  it('the company gets the job as an invitation and an e-mail', async () => {
    const company = await one<{ id: number; email: string }>(
      'select c.id, u.email from companies c join users u on u.id = c.user_id where c.blocked_at is null order by c.id limit 1',
    );
    const response = await bruger.post('/api/opgaver', job({ send_company_id: company.id }));
    expect(response.statusCode).toBe(200);
    const { job_id: jobId } = response.json();
    expect(await one('select company_id, slot from invitations where job_id = ?', jobId)).toEqual({
      company_id: company.id,
      slot: 1,
    });
    expect(
      await countOf(
        'select count(*) n from outbox where recipient = ? and channel = ? and body like ?',
        company.email,
        'email',
        '%Ny trappe til terrassen%',
      ),
    ).toBeGreaterThan(0);
  });

  it('an unknown company is refused with a Danish text and no job is saved', async () => {
    const before = await countOf('select count(*) n from jobs');
    const response = await bruger.post('/api/opgaver', job({ send_company_id: 999999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'error', message: 'Firmaet blev ikke fundet' });
    expect(await countOf('select count(*) n from jobs')).toBe(before);
  });
});
