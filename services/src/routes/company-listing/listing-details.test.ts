// The directory's cards show what the company tells customers (issue 31): the "CVR-verificeret"
// badge when the register found it active, the town of its zip from the zip table (none for a zip
// that is not a real one, never "0000"), "Svarer typisk inden for …" only from 5 offers on, and a
// one-line excerpt of its description; a page of cards takes as many statements however many offers
// its companies made. Runs on PostgreSQL too with TEST_DB=postgres.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_EXCERPT_MAX, type CompanyListingReply, type ListedCompany } from '@opgavetorvet/contracts';
import { buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { createAccount, startTestApp, visitor } from '../../test/helpers.js';
import { FILLED_IN, NOTHING_REAL, offersAnsweredAfter, presentCompany } from '../../test/public-details.js';
import { sqlRun } from '../../test/sql.js';
import { statementsOf } from '../../test/statement-count.js';
import { excerptOf } from './rules.js';

let app: FastifyInstance;
let w: CompanyWorld;

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app?.close());

/** A new company in Maler (the world's firma and rival are in Tømrer) with these details. */
async function painter(details: Parameters<typeof presentCompany>[2]): Promise<number> {
  const companyId = (await createAccount(app, 'company')).companyId!;
  await sqlRun(
    app.db,
    'insert into company_categories (company_id, category_id) values (?, ?)',
    companyId,
    w.cat.maler,
  );
  await presentCompany(app, companyId, details);
  return companyId;
}

async function cards(): Promise<{ cards: Map<number, ListedCompany>; statements: number }> {
  const anyone = await visitor(app);
  let reply: CompanyListingReply | undefined;
  const statements = await statementsOf(app.db, async () => {
    const response = await anyone.get('/api/firmaer?kategori=maler');
    expect(response.statusCode).toBe(200);
    reply = response.json<CompanyListingReply>();
  });
  return {
    cards: new Map(reply!.companies.map((card) => [card.company_id, card])),
    statements: statements.filter((statement) => !statement.includes('"sessions"')).length,
  };
}

describe("a directory card's details", () => {
  it('shows the badge, the town, the reply time from 5 offers on and the first paragraph', async () => {
    const verified = await painter(FILLED_IN);
    await offersAnsweredAfter(w, verified, [30, 10, 50, 20]);
    const before = await cards();
    expect(before.cards.get(verified)).toMatchObject({
      zip: '2100',
      city: 'København Ø',
      cvr_verified: true,
      reply_minutes: null,
      excerpt: 'Vi lægger tage i hele Østjylland. Også skifer.',
    });
    await offersAnsweredAfter(w, verified, [40]);
    const after = await cards();
    expect(after.cards.get(verified)?.reply_minutes).toBe(30);
    expect(after.statements).toBe(before.statements);
  });

  it('shows no town, badge, reply time or excerpt for a company with zip "0000" and nothing filled in', async () => {
    const nothing = await painter(NOTHING_REAL);
    const { cards: shown } = await cards();
    expect(shown.get(nothing)).toMatchObject({
      zip: '',
      city: '',
      cvr_verified: false,
      reply_minutes: null,
      excerpt: '',
    });
    expect(JSON.stringify(shown.get(nothing))).not.toContain('0000');
  });

  it('cuts a long first paragraph at a word with "…", within the limit', async () => {
    const long = `${'Tagdækning og tagrenovering i hele landet '.repeat(8)}slut.\n\nAnden del.`;
    const wordy = await painter({ description: long });
    const excerpt = (await cards()).cards.get(wordy)!.excerpt;
    expect(excerpt.length).toBeLessThanOrEqual(LISTING_EXCERPT_MAX);
    expect(excerpt).toMatch(/^Tagdækning og tagrenovering i hele landet Tagdækning .*[a-zæøå]…$/);
    expect(excerpt).not.toContain('Anden del');
  });
});

describe('excerptOf', () => {
  it('takes the first paragraph on one line, and nothing from nothing', () => {
    expect(excerptOf('  Første linje\n  anden linje \n\nNæste afsnit')).toBe('Første linje anden linje');
    expect(excerptOf('')).toBe('');
    expect(excerptOf(`${'a'.repeat(200)}`)).toBe(`${'a'.repeat(LISTING_EXCERPT_MAX - 1)}…`);
  });
});
