// GET /api/companies/:slug: the public profile of a company (SPEC §2 "/{slug}") for anyone, with
// its categories and customers' rating, never the owner's e-mail or phone; unknown → 404. (Its details
// and reply time, issue 31: profile-details.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { NO_PUBLIC_DETAILS } from '@opgavetorvet/contracts';
import { eq } from 'drizzle-orm';
import { companies, reviews } from '../../db/schema/index.js';
import { createAccount, loggedIn, startTestApp, type TestAccount, visitor } from '../../test/helpers.js';
import { addCategory, giveCategory } from '../../test/fixtures.js';
import { addContact, createCategory, createJob, ensureZip } from '../../test/job-fixtures.js';

let app: FastifyInstance;
let firma: TestAccount;
let tomrerId: number;
let tree: Awaited<ReturnType<typeof createCategory>>;
const slug = 'toemrer-hansen';

beforeAll(async () => {
  app = await startTestApp();
  await ensureZip(app);
  firma = await createAccount(app, 'company', { phone: '11223344' });
  const companyId = firma.companyId ?? 0;
  await app.db
    .update(companies)
    .set({ slug, name: 'Tømrer Hansen', zip: '8000', city: 'Aarhus C', description: 'Tage & terrasser' })
    .where(eq(companies.id, companyId))
    .run();
  tomrerId = await addCategory(app, { name: 'Tømrer' });
  await giveCategory(app, companyId, tomrerId);
  tree = await createCategory(app);
  await giveCategory(app, companyId, tree.topId);
  await app.db
    .insert(reviews)
    .values([
      { companyId, kind: 'review', authorName: 'A', rating: 5, title: 't', text: 't' },
      { companyId, kind: 'review', authorName: 'B', rating: 2, title: 't', text: 't' },
    ])
    .run();
});
afterAll(() => app.close());

describe('GET /api/companies/:slug', () => {
  it("shows a visitor the public profile with categories and the average rating, never the owner's e-mail or phone", async () => {
    const response = await (await visitor(app)).get(`/api/companies/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      company_id: firma.companyId,
      slug,
      name: 'Tømrer Hansen',
      project: 'opgavetorvet',
      description: 'Tage & terrasser',
      // The town is the zip table's; the owner's phone is not the company's phone for customers.
      details: { ...NO_PUBLIC_DETAILS, zip: '8000', city: 'Aarhus C' },
      rating: 3.5,
      reviews_count: 2,
      categories: [expect.stringMatching(/^Byg /), 'Tømrer'],
      // A top-level category is ordered through its subcategories; a subcategory is its own line.
      pricelists: [
        {
          category_id: tree.topId,
          name: expect.stringMatching(/^Byg /),
          lines: [{ category_id: tree.subId, name: expect.stringMatching(/^Tømrer /) }],
        },
        { category_id: tomrerId, name: 'Tømrer', lines: [{ category_id: tomrerId, name: 'Tømrer' }] },
      ],
      logo: null,
      references: [],
    });
    expect(response.body).not.toContain(firma.email);
    expect(response.body).not.toContain('11223344');
  });

  it("answers an unknown company with 404 'Firmaet blev ikke fundet' (English for lang=en) and a malformed slug with 400", async () => {
    const agent = await visitor(app);
    const unknown = await agent.get('/api/companies/findes-ikke');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ type: 'error', message: 'Firmaet blev ikke fundet' });
    agent.lang = 'en';
    expect((await agent.get('/api/companies/findes-ikke')).json().message).toBe('The company was not found');
    expect((await agent.get('/api/companies/Not%20A%20Slug')).statusCode).toBe(400);
  });
});

describe('GET /api/companies/:slug/offers', () => {
  it("lists only the caller's own jobs with offers from this company, withdrawn ones included", async () => {
    const customer = await createAccount(app, 'user');
    const other = await createAccount(app, 'user');
    const rival = await createAccount(app, 'company');
    const companyId = firma.companyId ?? 0;
    const first = await createJob(app, {
      userId: customer.id,
      categoryId: tree.subId,
      headline: 'Ny terrasse',
    });
    const second = await createJob(app, { userId: customer.id, categoryId: tree.subId, headline: 'Carport' });
    const foreign = await createJob(app, { userId: other.id, categoryId: tree.subId });
    const own = await addContact(app, { jobId: first, companyId });
    const withdrawn = await addContact(app, { jobId: second, companyId, state: 'withdrawn' });
    await addContact(app, { jobId: first, companyId: rival.companyId ?? 0 });
    await addContact(app, { jobId: foreign, companyId });

    const response = await (await loggedIn(app, customer)).get(`/api/companies/${slug}/offers`);
    expect(response.statusCode).toBe(200);
    expect(response.json().contacts).toEqual([
      { contact_id: withdrawn.contactId, job_id: second, headline: 'Carport', state: 'withdrawn', offers: 1 },
      { contact_id: own.contactId, job_id: first, headline: 'Ny terrasse', state: 'bid', offers: 1 },
    ]);
  });

  it('is for customers only: a visitor 401, a company 403, an unknown company 404', async () => {
    expect((await (await visitor(app)).get(`/api/companies/${slug}/offers`)).statusCode).toBe(401);
    expect((await (await loggedIn(app, firma)).get(`/api/companies/${slug}/offers`)).statusCode).toBe(403);
    const customer = await loggedIn(app, await createAccount(app, 'user'));
    expect((await customer.get('/api/companies/findes-ikke/offers')).statusCode).toBe(404);
    expect((await customer.get(`/api/companies/${slug}/offers`)).json()).toEqual({ contacts: [] });
  });
});
