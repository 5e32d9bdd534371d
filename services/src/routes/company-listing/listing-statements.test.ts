// The directory's page is read in a fixed number of statements (CONVENTIONS: a page's number of
// statements does not grow with its rows): each card's logo (issue 30) comes from one statement for
// the whole page, so a page of three companies with logos takes as many as a page of one without;
// a card shows its own company's logo, or none.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyListingReply, StoredFile } from '@opgavetorvet/contracts';
import { setLogo } from '../../test/company-presentation.js';
import { addCategory, giveCategory } from '../../test/fixtures.js';
import { startAppWithFiles } from '../../test/files.js';
import { createAccount, loggedIn, manyLogins, visitor } from '../../test/helpers.js';
import { statementsOf } from '../../test/statement-count.js';

let app: FastifyInstance;
const logos: StoredFile[] = [];

/** A company in the category; with a logo when asked. */
async function companyIn(categoryId: number, withLogo: boolean): Promise<void> {
  const account = await createAccount(app, 'company');
  await giveCategory(app, account.companyId as number, categoryId);
  if (withLogo) logos.push(await setLogo(await loggedIn(app, account)));
}

const list = async (slug: string) => {
  const anyone = await visitor(app);
  let reply: CompanyListingReply | undefined;
  const statements = await statementsOf(app.db, async () => {
    const response = await anyone.get(`/api/firmaer?kategori=${slug}`);
    expect(response.statusCode).toBe(200);
    reply = response.json<CompanyListingReply>();
  });
  return { statements, reply: reply! };
};

beforeAll(async () => {
  app = await startAppWithFiles(manyLogins);
  const one = await addCategory(app, { slug: 'en-uden-logo' });
  const three = await addCategory(app, { slug: 'tre-med-logo' });
  await companyIn(one, false);
  for (let i = 0; i < 3; i += 1) await companyIn(three, true);
});
afterAll(() => app?.close());

describe('the directory page', () => {
  it('three cards with logos take as many statements as one without, and each shows its own logo', async () => {
    const single = await list('en-uden-logo');
    const many = await list('tre-med-logo');
    expect(single.reply.companies.map((company) => company.logo)).toEqual([null]);
    expect(many.reply.companies.map((company) => company.logo?.key).sort()).toEqual(
      logos.map((logo) => logo.key).sort(),
    );
    expect(many.statements).toHaveLength(single.statements.length);
  });
});
