// The offers on the customer's job page show what each company tells customers (issue 31): the
// "CVR-verificeret" badge when the register found it active, its street address and the zip and town
// of its zip from the zip table (none for a zip that is not a real one, never "0000"), the start of
// its description on one line (cut at a word with '…' within 200 characters), and "Svarer typisk
// inden for …" only from 5 offers on; their companies' details are read for all offers at once, so the page takes as many
// statements however many offers those companies made. Runs on PostgreSQL too with TEST_DB=postgres.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobPageContact, JobPageReply } from '@opgavetorvet/contracts';
import { addContact, addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { startTestApp } from '../../test/helpers.js';
import { FILLED_IN, NOTHING_REAL, offersAnsweredAfter, presentCompany } from '../../test/public-details.js';
import { statementsOf } from '../../test/statement-count.js';
import { OFFER_EXCERPT_MAX } from '@opgavetorvet/contracts';
import { offerExcerpt } from '../../domain/jobs/offer-company-details.js';

let app: FastifyInstance;
let w: CompanyWorld;
let jobId: number;
let verified: number;
let nothing: number;

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
  verified = w.firma.companyId!;
  nothing = w.rival.companyId!;
  await presentCompany(app, verified, FILLED_IN);
  await presentCompany(app, nothing, NOTHING_REAL);
  jobId = await addJob(w, { headline: 'Nyt tag' });
  await addContact(w, jobId, verified);
  await addContact(w, jobId, nothing);
});
afterAll(() => app?.close());

async function jobPage(): Promise<{ companies: Map<number, JobPageContact['company']>; body: string }> {
  const response = await w.customerAgent.get(`/api/bruger/opgaver/${jobId}`);
  expect(response.statusCode).toBe(200);
  const page = response.json<JobPageReply>();
  return {
    companies: new Map(page.contacts.map((contact) => [contact.company.company_id, contact.company])),
    body: response.body,
  };
}

const statementsOfPage = async (): Promise<number> =>
  (
    await statementsOf(app.db, async () => {
      expect((await w.customerAgent.get(`/api/bruger/opgaver/${jobId}`)).statusCode).toBe(200);
    })
  ).filter((statement) => !statement.includes('"sessions"')).length;

describe("the offers' companies on the customer's job page", () => {
  it('show the badge and the town of a verified company, and no town or badge for zip "0000"', async () => {
    const { companies, body } = await jobPage();
    expect(companies.get(verified)).toMatchObject({
      slug: expect.any(String),
      city: 'København Ø',
      zip: '2100',
      address: 'Søndergade 12',
      excerpt: 'Vi lægger tage i hele Østjylland. Også skifer. Siden 1998 med egne folk.',
      cvr_verified: true,
    });
    expect(companies.get(nothing)).toMatchObject({
      city: '',
      zip: '',
      address: '',
      excerpt: '',
      cvr_verified: false,
      reply_minutes: null,
    });
    expect(body).not.toContain('0000');
    expect(body).not.toContain('Ukendt');
  });

  it('show the reply time only from 5 offers on, in as many statements', async () => {
    // The job's own offer is the first: it was written now, after an alert-less posting.
    await offersAnsweredAfter(w, verified, [30, 10, 50]);
    const before = await statementsOfPage();
    expect((await jobPage()).companies.get(verified)?.reply_minutes).toBeNull();
    await offersAnsweredAfter(w, verified, [20, 40, 20, 40, 30, 30, 30]);
    expect((await jobPage()).companies.get(verified)?.reply_minutes).toBe(30);
    expect(await statementsOfPage()).toBe(before);
  });
});

describe("an offer's excerpt of its company's description", () => {
  it('is the whole description on one line when it is short', () => {
    expect(offerExcerpt('  Tage og\n\n  skifer.  ')).toBe('Tage og skifer.');
    expect(offerExcerpt('')).toBe('');
  });

  it('cuts a long one at a word with "…", within the limit', () => {
    const long = `${'Tagdækning og tagrenovering i hele landet, '.repeat(8)}slut.`;
    const excerpt = offerExcerpt(long);
    expect(excerpt.length).toBeLessThanOrEqual(OFFER_EXCERPT_MAX);
    expect(excerpt.length).toBeGreaterThan(OFFER_EXCERPT_MAX / 2);
    expect(excerpt).toMatch(/^Tagdækning og tagrenovering .*[a-zæøå]…$/);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  it('is read whole up to the limit on the job page, however long the description', async () => {
    await presentCompany(app, verified, { description: `${'Ord '.repeat(300)}sidst` });
    const { companies } = await jobPage();
    const excerpt = companies.get(verified)?.excerpt ?? '';
    expect(excerpt).toMatch(/^Ord Ord .*Ord…$/);
    expect(excerpt.length).toBeLessThanOrEqual(OFFER_EXCERPT_MAX);
    await presentCompany(app, verified, { description: FILLED_IN.description });
  });
});
