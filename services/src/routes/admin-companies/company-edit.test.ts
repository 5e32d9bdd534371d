// Rules of the administrator's edit of a company (issue 33): only an administrator who has given the
// second factor may read or save a company's profile fields and pricelist; the profile is checked
// with the company's own schema and rules (Danish refusals, nothing changes); the pricelist's prices
// are whole kroner per line, only for lines on the company's pricelist, and the public profile shows
// them; every change is audit-logged with who, before and after, and the company is told by mail; a
// support case leads to the company it came from.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSecondFactors,
  auditLog,
  companies,
  companyCategories,
  companyPrices,
} from '../../db/schema/index.js';
import {
  type Agent,
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  visitor,
} from '../../test/helpers.js';
import { buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { readDetails, validDetails } from '../../test/company-details.js';
import { send } from '../../test/company-presentation.js';
import { ensureZip } from '../../test/job-fixtures.js';
import { queuedTo } from '../../test/outbox.js';

let app: FastifyInstance;
let w: CompanyWorld;
let admin: Agent;
let adminId: number;
let companyId: number;
let slug: string;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  w = await buildCompanyWorld(app);
  await ensureZip(app);
  companyId = w.firma.companyId!;
  // Byg (Tømrer, Maler) besides Tømrer: Tømrer is a line of both pricelists.
  await app.db.insert(companyCategories).values({ companyId, categoryId: w.cat.byg }).run();
  slug = (await app.db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get())!.slug;
  const account = await createAccount(app, 'admin');
  adminId = account.id;
  admin = await loggedIn(app, account);
});
afterAll(() => app.close());

/**
 * An administrator held to the second factor (as an invited one before its setup), after its
 * password: the session waits for the code (as admin-accounts' fixtures make one; an area's test
 * imports no other area).
 */
async function adminWithoutSecondFactor(): Promise<Agent> {
  const account = await createAccount(app, 'admin');
  await app.db.delete(adminSecondFactors).where(eq(adminSecondFactors.userId, account.id)).run();
  const agent = await visitor(app);
  const login = await agent.login(account);
  expect(login.json()).toMatchObject({ text: '/admin/totp' });
  return agent;
}

const profileUrl = (id = companyId) => `/api/admin/firmaer/${id}/profil`;
const pricelistUrl = (id = companyId) => `/api/admin/firmaer/${id}/prisliste`;
const auditOf = (action: string) => app.db.select().from(auditLog).where(eq(auditLog.action, action)).all();
const pricesStored = () =>
  app.db.select().from(companyPrices).where(eq(companyPrices.companyId, companyId)).all();
const mailsToCompany = async () => (await queuedTo(app, 'email', w.firma.email)).map((row) => row.subject);
const publicLines = async () =>
  (
    (await (await visitor(app)).get(`/api/companies/${slug}`)).json().pricelists as {
      name: string;
      lines: { category_id: number; name: string; price_kr?: number }[];
    }[]
  ).map((pricelist) => ({
    name: pricelist.name,
    lines: pricelist.lines.map((l) => [l.name, l.price_kr ?? null]),
  }));

describe('who may edit a company', () => {
  it('a visitor, a customer, a company and an administrator without the second factor reach nothing; nothing changes', async () => {
    const calls: ['GET' | 'PUT', string, unknown?][] = [
      ['GET', profileUrl()],
      ['PUT', profileUrl(), validDetails({ description: 'Ændret af en anden' })],
      ['PUT', pricelistUrl(), { prices: [{ category_id: w.cat.toemrer, price_kr: 1 }] }],
      ['GET', '/api/admin/firmaer/supportsag/1'],
    ];
    const before = await app.db.select().from(companies).where(eq(companies.id, companyId)).get();
    const held = await adminWithoutSecondFactor();
    const agents: [Agent, number][] = [
      [await visitor(app), 401],
      [w.customerAgent, 403],
      [w.agent, 403],
      [w.rivalAgent, 403],
      [held, 401],
    ];
    for (const [agent, status] of agents)
      for (const [method, url, body] of calls)
        expect({ method, url, status: (await send(agent, method, url, body)).statusCode }).toEqual({
          method,
          url,
          status,
        });
    expect(await app.db.select().from(companies).where(eq(companies.id, companyId)).get()).toEqual(before);
    expect(await pricesStored()).toEqual([]);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.targetType, 'company')).all()).toEqual([]);
    expect(await mailsToCompany()).toEqual([]);
  });
});

describe('the profile fields', () => {
  it('are refused by the company’s own rules in Danish, and nothing changes', async () => {
    const refusals: [unknown, string][] = [
      [validDetails({ zip: '9999' }), 'Ugyldigt postnummer. Prøv venligst igen'],
      [validDetails({ zip: '' }), 'Skriv postnummeret til adressen.'],
      [validDetails({ founded_year: 2999 }), 'Skriv stiftelsesåret som et årstal fra 1800 til i år.'],
      [
        validDetails({ website: 'ikke en adresse' }),
        'Skriv en gyldig adresse på hjemmesiden, fx www.jeresfirma.dk.',
      ],
    ];
    const before = await readDetails(w.agent);
    for (const [body, text] of refusals) {
      const reply = await send(admin, 'PUT', profileUrl(), body);
      expect(reply.statusCode).toBe(400);
      const json = reply.json();
      expect(json.message ?? json.messages).toEqual(json.message ? text : [text]);
    }
    expect(await readDetails(w.agent)).toEqual(before);
    expect(await auditOf('company.profile')).toEqual([]);
    expect(await mailsToCompany()).toEqual([]);
  });

  it('are saved as the company saves them, audit-logged with who, before and after; the company is told', async () => {
    const read = (await admin.get(profileUrl())).json();
    expect(read.details).toMatchObject({ description: '', zip: '' });
    const reply = await send(admin, 'PUT', profileUrl(), validDetails());
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      type: 'success',
      message: 'Firmaets profil er gemt. Firmaet får besked på e-mail.',
    });
    const own = await readDetails(w.agent);
    expect(own).toMatchObject({
      description: 'Vi lægger tage i hele Østjylland.\n\nSiden 1998.',
      address: 'Søndergade 12',
      city: 'Aarhus C',
      website: 'https://www.tag.dk',
      authorisations: [
        { kind: 'el', number: 'EL-1' },
        { kind: 'vvs', number: '12345' },
      ],
      guarantees: ['byg_garanti', 'tekniq'],
    });
    expect((await admin.get(profileUrl())).json().details).toEqual(own);
    const [row] = await auditOf('company.profile');
    expect(row).toMatchObject({ actorId: adminId, targetType: 'company', targetId: companyId });
    expect(row.before).toMatchObject({ description: '', address: '' });
    expect(row.after).toMatchObject({ description: own.description, address: 'Søndergade 12' });
    expect(await mailsToCompany()).toEqual(['Opgavetorvet har rettet jeres profil']);
  });
});

describe('the pricelist', () => {
  it('is read with its lines as customers order from them', async () => {
    const { pricelists } = (await admin.get(profileUrl())).json();
    expect(pricelists.map((p: { name: string }) => p.name)).toEqual(['Byg', 'Tømrer']);
    expect(await publicLines()).toEqual([
      {
        name: 'Byg',
        lines: [
          ['Maler', null],
          ['Tømrer', null],
        ],
      },
      { name: 'Tømrer', lines: [['Tømrer', null]] },
    ]);
  });

  it('refuses a price that is not whole kroner from 1 to 1.000.000, or a line not on it, in Danish; nothing changes', async () => {
    const price = 'Skriv prisen i hele kroner fra 1 til 1.000.000, eller lad feltet stå tomt.';
    for (const value of [0, 1_000_001, 12.5, 'mange']) {
      const reply = await send(admin, 'PUT', pricelistUrl(), {
        prices: [{ category_id: w.cat.maler, price_kr: value }],
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().messages).toEqual([price]);
    }
    const unknown = 'Prislisten er ændret i mellemtiden. Hent siden igen, og ret priserne dér.';
    for (const prices of [
      [{ category_id: w.cat.mekaniker, price_kr: 500 }],
      [
        { category_id: w.cat.maler, price_kr: 500 },
        { category_id: w.cat.maler, price_kr: 600 },
      ],
    ]) {
      const reply = await send(admin, 'PUT', pricelistUrl(), { prices });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(unknown);
    }
    expect(await pricesStored()).toEqual([]);
    expect(await auditOf('company.pricelist')).toEqual([]);
  });

  it('sets a price per line that the public profile shows; audit-logged, the company told; empty clears', async () => {
    const reply = await send(admin, 'PUT', pricelistUrl(), {
      prices: [
        { category_id: w.cat.toemrer, price_kr: 450 },
        { category_id: w.cat.maler, price_kr: null },
      ],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      type: 'success',
      message: 'Prislisten er gemt. Firmaet får besked på e-mail.',
    });
    expect(await pricesStored()).toEqual([{ companyId, categoryId: w.cat.toemrer, priceOre: 45_000 }]);
    expect(await publicLines()).toEqual([
      {
        name: 'Byg',
        lines: [
          ['Maler', null],
          ['Tømrer', 450],
        ],
      },
      { name: 'Tømrer', lines: [['Tømrer', 450]] },
    ]);
    const [row] = await auditOf('company.pricelist');
    expect(row).toMatchObject({
      actorId: adminId,
      targetType: 'company',
      targetId: companyId,
      before: { prices_kr: {} },
      after: { prices_kr: { [w.cat.toemrer]: 450 } },
    });
    expect(await mailsToCompany()).toContain('Opgavetorvet har rettet jeres prisliste');
    // The company's page of the administrator's actions names it.
    const audit = (await admin.get(`/api/admin/firmaer/${companyId}`)).json().audit as { action: string }[];
    expect(audit.map((entry) => entry.action)).toContain('company.pricelist');

    expect((await send(admin, 'PUT', pricelistUrl(), { prices: [] })).statusCode).toBe(200);
    expect(await pricesStored()).toEqual([]);
    expect((await auditOf('company.pricelist'))[1]).toMatchObject({
      before: { prices_kr: { [w.cat.toemrer]: 450 } },
      after: { prices_kr: {} },
    });
  });

  it('of a company that does not exist is 404, and so is its profile', async () => {
    for (const [method, url, body] of [
      ['GET', profileUrl(999_999), undefined],
      ['PUT', profileUrl(999_999), validDetails()],
      ['PUT', pricelistUrl(999_999), { prices: [] }],
    ] as const) {
      const reply = await send(admin, method, url, body);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe('Firmaet blev ikke fundet');
    }
  });
});

describe('a support case', () => {
  it('leads to the company it came from; an unknown case is 404', async () => {
    const raised = await w.agent.post('/api/firma/supportsager', {
      subject: 'Foreslå ændringer til prislisten',
      message: 'Tømrerarbejde skal koste 450 kr.',
    });
    const caseId = raised.json().supportcase_id as number;
    expect((await admin.get(`/api/admin/firmaer/supportsag/${caseId}`)).json()).toEqual({
      case_id: caseId,
      company_id: companyId,
      subject: 'Foreslå ændringer til prislisten',
    });
    const unknown = await admin.get('/api/admin/firmaer/supportsag/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Supportsagen blev ikke fundet');
  });
});
