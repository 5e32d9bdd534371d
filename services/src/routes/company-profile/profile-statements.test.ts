// A company's public profile is read in a fixed number of statements (issue 29; CONVENTIONS: a
// page's number of statements does not grow with its rows): a company with four pricelists takes as
// many as one with a single pricelist, and each pricelist still lists its own lines in order; its
// logo and reference jobs with their photos (issue 30) take one statement each however many there
// are, and its details and typical reply time (issue 31) one each however many offers it made: six
// in all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { createAccount, loggedIn, manyLogins, visitor } from '../../test/helpers.js';
import { addCategory, addCategoryTree, giveCategory } from '../../test/fixtures.js';
import { statementsOf } from '../../test/statement-count.js';
import { addReference, setLogo } from '../../test/company-presentation.js';
import { startAppWithFiles } from '../../test/files.js';

/**
 * The profile's statements: the company, its pricelists, its logo, its references with their
 * photos, its details, its reply time.
 */
const PROFILE_STATEMENTS = 6;

let app: FastifyInstance;
let trees: [number, number][];
let single: number;

/** A company with this slug working in these categories; logged in, it may present itself. */
async function companyIn(slug: string, categoryIds: number[]) {
  const account = await createAccount(app, 'company');
  const companyId = account.companyId as number;
  await app.db.update(companies).set({ slug }).where(eq(companies.id, companyId)).run();
  for (const categoryId of categoryIds) await giveCategory(app, companyId, categoryId);
  return account;
}

async function statementsOfProfile(slug: string): Promise<string[]> {
  const anyone = await visitor(app);
  const statements = await statementsOf(app.db, async () => {
    expect((await anyone.get(`/api/companies/${slug}`)).statusCode).toBe(200);
  });
  // The session's own reads are the session plugin's, not the profile's.
  return statements.filter((statement) => !statement.includes('"sessions"'));
}

beforeAll(async () => {
  app = await startAppWithFiles(manyLogins);
  trees = [await addCategoryTree(app, 'A-område'), await addCategoryTree(app, 'B-område')];
  single = await addCategory(app, { name: 'C-enkelt' });
  await companyIn('en-prisliste', [single]);
  await companyIn('fire-prislister', [trees[0][0], trees[1][0], trees[1][1], single]);
  const presented = await loggedIn(app, await companyIn('med-referencer', [single]));
  await setLogo(presented);
  await addReference(presented, 'Tag', ['Før', 'Efter']);
  await addReference(presented, 'Carport', ['Færdig']);
  await addReference(presented, 'Uden billeder');
});
afterAll(() => app?.close());

describe("a company's public profile", () => {
  it('four pricelists take as many statements as one', async () => {
    const forOne = await statementsOfProfile('en-prisliste');
    const forFour = await statementsOfProfile('fire-prislister');
    expect(forOne).toHaveLength(PROFILE_STATEMENTS);
    expect(forFour).toHaveLength(PROFILE_STATEMENTS);
  });

  it('a logo and three references with three photos take as many statements as none', async () => {
    expect(await statementsOfProfile('med-referencer')).toHaveLength(PROFILE_STATEMENTS);
    const profile = (await (await visitor(app)).get('/api/companies/med-referencer')).json();
    expect(profile.logo).not.toBeNull();
    expect(
      profile.references.map((r: { title: string; photos: { caption: string | null }[] }) => [
        r.title,
        r.photos.map((photo) => photo.caption),
      ]),
    ).toEqual([
      ['Tag', ['Før', 'Efter']],
      ['Carport', ['Færdig']],
      ['Uden billeder', []],
    ]);
  });

  it('each pricelist lists its subcategories, or itself when it has none', async () => {
    const profile = (await (await visitor(app)).get('/api/companies/fire-prislister')).json();
    expect(profile.categories).toEqual(['A-område', 'B-område', 'B-område – under', 'C-enkelt']);
    expect(profile.pricelists).toEqual([
      {
        category_id: trees[0][0],
        name: 'A-område',
        lines: [{ category_id: trees[0][1], name: 'A-område – under' }],
      },
      {
        category_id: trees[1][0],
        name: 'B-område',
        lines: [{ category_id: trees[1][1], name: 'B-område – under' }],
      },
      {
        category_id: trees[1][1],
        name: 'B-område – under',
        lines: [{ category_id: trees[1][1], name: 'B-område – under' }],
      },
      { category_id: single, name: 'C-enkelt', lines: [{ category_id: single, name: 'C-enkelt' }] },
    ]);
  });
});
