// GET /api/companies/:slug shows what the company tells customers (issue 31): its description and
// its details (address with the zip table's town, phone, e-mail, website, year founded, staff,
// authorisations, guarantee schemes, CVR with the register's badge) and "Svarer typisk inden for …",
// the median reply time over its newest offers, only from 5 offers on. A company that filled in
// nothing shows no address, never its stored zip "0000". Runs on PostgreSQL too with TEST_DB=postgres.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PUBLIC_DETAILS, type CompanyProfileReply } from '@opgavetorvet/contracts';
import { buildCompanyWorld, row, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { createAccount, startTestApp, visitor } from '../../test/helpers.js';
import { statementsOf } from '../../test/statement-count.js';
import {
  FILLED_IN,
  FILLED_IN_DETAILS,
  NOTHING_REAL,
  offersAnsweredAfter,
  presentCompany,
} from '../../test/public-details.js';

let app: FastifyInstance;
let w: CompanyWorld;

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app?.close());

const slugOf = async (companyId: number) =>
  (await row<{ slug: string }>(app, 'select slug from companies where id = ?', companyId)).slug;

async function profileOf(companyId: number): Promise<{ reply: CompanyProfileReply; body: string }> {
  const response = await (await visitor(app)).get(`/api/companies/${await slugOf(companyId)}`);
  expect(response.statusCode).toBe(200);
  return { reply: response.json<CompanyProfileReply>(), body: response.body };
}

describe("the profile's details", () => {
  it('shows the description with its paragraphs and every detail the company filled in', async () => {
    const companyId = w.firma.companyId!;
    await presentCompany(app, companyId, FILLED_IN);
    const { reply } = await profileOf(companyId);
    expect(reply.description).toBe(FILLED_IN.description);
    expect(reply.details).toEqual({ ...FILLED_IN_DETAILS, reply_minutes: null });
  });

  it('shows no address, no badge and no description for a company with zip "0000" and nothing filled in', async () => {
    const companyId = (await createAccount(app, 'company')).companyId!;
    await presentCompany(app, companyId, NOTHING_REAL);
    const { reply, body } = await profileOf(companyId);
    expect(reply.description).toBe('');
    expect(reply.details).toEqual(NO_PUBLIC_DETAILS);
    expect(body).not.toContain('0000');
    expect(body).not.toContain('Ukendt');
  });

  it('a CVR number the register has not found active carries no badge', async () => {
    const companyId = (await createAccount(app, 'company')).companyId!;
    // A number of its own: one company per CVR number (the firma's is FILLED_IN's 25000005).
    await presentCompany(app, companyId, { cvr: '25000064', cvrActive: false });
    expect((await profileOf(companyId)).reply.details).toMatchObject({
      cvr: '25000064',
      cvr_verified: false,
    });
  });
});

describe('"Svarer typisk inden for …" on the profile', () => {
  it('is absent before 5 offers and the median in minutes from the fifth on', async () => {
    const companyId = (await createAccount(app, 'company')).companyId!;
    await offersAnsweredAfter(w, companyId, [30, 10, 50, 20]);
    expect((await profileOf(companyId)).reply.details.reply_minutes).toBeNull();
    await offersAnsweredAfter(w, companyId, [40]);
    expect((await profileOf(companyId)).reply.details.reply_minutes).toBe(30);
  });
});

describe("the profile's statements", () => {
  it('a company with every detail and 25 offers takes as many statements as one with nothing', async () => {
    const count = async (companyId: number) => {
      const slug = await slugOf(companyId);
      const anyone = await visitor(app);
      const statements = await statementsOf(app.db, async () => {
        expect((await anyone.get(`/api/companies/${slug}`)).statusCode).toBe(200);
      });
      return statements.filter((statement) => !statement.includes('"sessions"')).length;
    };
    const busy = (await createAccount(app, 'company')).companyId!;
    await presentCompany(app, busy, { ...FILLED_IN, cvr: '25000013' });
    await offersAnsweredAfter(
      w,
      busy,
      Array.from({ length: 25 }, (_, i) => 10 + i),
    );
    const idle = (await createAccount(app, 'company')).companyId!;
    expect(await count(busy)).toBe(await count(idle));
  });
});
