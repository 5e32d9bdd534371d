// The listing's page and towns stay SQL text (a common table expression for the category family, a
// window for the total, filters that may be null): this runs them on a migrated database and checks
// the rows against ListingRow and the schema, so a renamed or dropped column fails here.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyCategories,
  companyRegions,
  regions,
  reviews,
  zipCodes,
} from '../../db/schema/index.js';
import { addCategory } from '../../test/fixtures.js';
import { createAccount, startTestApp } from '../../test/helpers.js';
import { expectRowsOf } from '../../test/row-type.js';
import { listingPage, townsWithCompanies, type ListingFilter, type ListingRow } from './queries.js';

let app: FastifyInstance;
let category: number;
let region: number;

beforeAll(async () => {
  app = await startTestApp();
  category = await addCategory(app);
  region = (
    await app.db
      .insert(regions)
      .values({ name: 'Region Syddanmark', slug: 'syddanmark' })
      .returning({ id: regions.id })
      .get()
  ).id;
  await app.db.insert(zipCodes).values({ zip: '5000', city: 'Odense C', regionId: region }).run();
  const companyId = (await createAccount(app, 'company')).companyId ?? 0;
  await app.db
    .update(companies)
    .set({ zip: '5000', city: 'Odense C' })
    .where(eq(companies.id, companyId))
    .run();
  await app.db.insert(companyCategories).values({ companyId, categoryId: category }).run();
  await app.db.insert(companyRegions).values({ companyId, regionId: region }).run();
  await app.db
    .insert(reviews)
    .values({ companyId, kind: 'review', authorName: 'Kunde', rating: 4, title: 'T', text: 'Tekst' })
    .run();
});
afterAll(() => app.close());

const noFlags = { anmeldelser: false, abonnement: false, loerdag: false, cvr: false };
const filter = (fields: Partial<ListingFilter>): ListingFilter => ({
  cat: null,
  region: null,
  cityZips: null,
  zip: null,
  zipRegion: null,
  flags: noFlags,
  sort: 'navn',
  limit: 20,
  offset: 0,
  ...fields,
});

describe('the listing statements (raw SQL) against the schema', () => {
  it('a page, by category, region, town and score, returns ListingRow rows', async () => {
    const shapes: Partial<ListingFilter>[] = [
      {},
      { cat: category, region, flags: { ...noFlags, anmeldelser: true } },
      { cityZips: ['5000'], sort: 'bedoemmelse' },
      { zip: '5000', zipRegion: region, sort: 'score' },
    ];
    for (const shape of shapes) {
      expectRowsOf<ListingRow>(await listingPage(app.db, filter(shape)), {
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        description_start: ['string'],
        avg_rating: ['number', 'null'],
        reviews_count: ['number'],
        quality: ['number'],
        paid: ['number'],
        pro_plus: ['number'],
        open_saturday: ['number'],
        score: ['number', 'null'],
        total: ['number'],
      });
    }
  });

  it("the towns of a region with the category's companies are their zip codes' cities", async () => {
    expect(await townsWithCompanies(app.db, region, category)).toEqual(['Odense C']);
    expect(await townsWithCompanies(app.db, region, null)).toEqual(['Odense C']);
  });
});
