// A company's public profile is read in a fixed number of statements (issue 29; CONVENTIONS: a
// page's number of statements does not grow with its rows): a company with four pricelists takes as
// many as one with a single pricelist, and each pricelist still lists its own lines in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import { createAccount, startTestApp, visitor } from '../../test/helpers.js';
import { addCategory, addCategoryTree, giveCategory } from '../../test/fixtures.js';
import { statementsOf } from '../../test/statement-count.js';

let app: FastifyInstance;
let trees: [number, number][];
let single: number;

/** A company with this slug working in these categories. */
async function companyIn(slug: string, categoryIds: number[]): Promise<void> {
  const companyId = (await createAccount(app, 'company')).companyId as number;
  await app.db.update(companies).set({ slug }).where(eq(companies.id, companyId)).run();
  for (const categoryId of categoryIds) await giveCategory(app, companyId, categoryId);
}

async function statementsOfProfile(slug: string): Promise<string[]> {
  const anyone = await visitor(app);
  return await statementsOf(app.db, async () => {
    expect((await anyone.get(`/api/companies/${slug}`)).statusCode).toBe(200);
  });
}

beforeAll(async () => {
  app = await startTestApp();
  trees = [await addCategoryTree(app, 'A-område'), await addCategoryTree(app, 'B-område')];
  single = await addCategory(app, { name: 'C-enkelt' });
  await companyIn('en-prisliste', [single]);
  await companyIn('fire-prislister', [trees[0][0], trees[1][0], trees[1][1], single]);
});
afterAll(() => app.close());

describe("a company's public profile", () => {
  it('four pricelists take as many statements as one', async () => {
    const forOne = await statementsOfProfile('en-prisliste');
    const forFour = await statementsOfProfile('fire-prislister');
    expect(forOne.length).toBeGreaterThan(0);
    expect(forFour).toHaveLength(forOne.length);
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
