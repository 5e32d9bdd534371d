// GET /api/companies/:slug: the public profile of a company (SPEC §2 "/{slug}") for anyone, with
// its categories and customers' rating, never the owner's e-mail or phone; unknown → 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies, reviews } from '../../db/schema/index.js';
import { buildTestApp, createAccount, visitor, type TestAccount } from '../../test/helpers.js';
import { addCategory, giveCategory } from '../../test/fixtures.js';

let app: FastifyInstance;
let firma: TestAccount;
const slug = 'toemrer-hansen';

beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  firma = await createAccount(app, 'company', { phone: '11223344' });
  const companyId = firma.companyId ?? 0;
  app.db
    .update(companies)
    .set({ slug, name: 'Tømrer Hansen', zip: '8000', city: 'Aarhus C', description: 'Tage & terrasser' })
    .where(eq(companies.id, companyId))
    .run();
  giveCategory(app, companyId, addCategory(app, { name: 'Tømrer' }));
  app.db
    .insert(reviews)
    .values([
      { companyId, kind: 'review', authorName: 'A', rating: 5, title: 't', text: 't' },
      { companyId, kind: 'review', authorName: 'B', rating: 2, title: 't', text: 't' },
    ])
    .run();
});
afterAll(() => app.close());

describe('GET /api/companies/:slug', () => {
  it('shows a visitor the public profile with categories and the average rating, never e-mail or phone', async () => {
    const response = await (await visitor(app)).get(`/api/companies/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      company_id: firma.companyId,
      slug,
      name: 'Tømrer Hansen',
      project: 'opgavetorvet',
      zip: '8000',
      city: 'Aarhus C',
      description: 'Tage & terrasser',
      rating: 3.5,
      reviews_count: 2,
      categories: ['Tømrer'],
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
