// The category typeahead and the category tree on the seeded catalogue: at most 10 suggestions,
// subcategories first, Danish letters in any case, links to /{createjob_uri}/{slug}; bad input → 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Agent, startTestApp, visitor } from '../../test/helpers.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let agent: Agent;

beforeAll(async () => {
  app = await startTestApp({ seedDemo: true });
  agent = await visitor(app);
});
afterAll(() => app.close());

const search = (body: unknown) => agent.post('/ajax/bruger/search_category', body as Record<string, unknown>);

describe('POST /ajax/bruger/search_category', () => {
  it('suggests Tømrer first for "tømrer", linking to /createjob/toemrer with the category id', async () => {
    const response = await search({ search: 'tømrer' });
    expect(response.statusCode).toBe(200);
    const [first] = response.json();
    const id = await sqlOne<{
      id: number;
    }>(app.db, "select id from categories where slug = 'toemrer'");
    expect(first).toEqual({ search: 'Tømrer', link: '/createjob/toemrer', word_id: id.id });
  });

  it('ignores case of Danish letters and finds Danish words typed without them', async () => {
    for (const typed of ['TØMRER', 'Tømrer', 'tomrer', 'toemrer']) {
      expect((await search({ search: typed })).json()[0]?.search).toBe('Tømrer');
    }
    expect((await search({ search: 'GRÆS' })).json()[0]?.search).toBe('Græsslåning');
  });

  it('shows at most 10 suggestions, subcategories before top-level categories', async () => {
    const suggestions = (await search({ search: 'e' })).json() as { link: string }[];
    expect(suggestions).toHaveLength(10);
    const flyt = (await search({ search: 'flyt' })).json() as { search: string; link: string }[];
    expect(flyt[0].search).toBe('Flyttefirma');
    expect(flyt.at(-1)?.search).toBe('Flytning');
    for (const s of flyt) expect(s.link).toMatch(/^\/[a-z-]+\/[a-z0-9-]+$/);
  });

  it('finds a category by its search words and names the word that matched', async () => {
    const [first] = (await search({ search: 'terrasse' })).json();
    expect(first).toMatchObject({ search: 'Tømrer (terrasse)', link: '/createjob/toemrer' });
  });

  it('links car categories to their own create-job address', async () => {
    const [first] = (await search({ search: 'mekaniker' })).json();
    expect(first.link).toBe('/autoreparation-tilbud/mekaniker');
  });

  it('answers an empty or blank search, or one nothing matches, with no suggestions', async () => {
    for (const typed of ['', '   ', 'xyzzy']) expect((await search({ search: typed })).json()).toEqual([]);
  });

  it('refuses a missing, wrongly typed, too long or unknown field with a clear 400', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Feltet søgning skal udfyldes'],
      [{ search: { $gt: '' } }, 'Feltet søgning har en forkert type'],
      [{ search: 'a'.repeat(101) }, 'Feltet søgning må højst være 100 tegn'],
      [{ search: 'maler', admin: true }, 'Feltet admin er ikke tilladt'],
    ];
    for (const [body, message] of cases) {
      const response = await search(body);
      expect(response.statusCode).toBe(400);
      const reply = response.json();
      expect(reply).toEqual({ type: 'validation_errors', messages: [message] });
    }
  });
});

describe('GET /api/categories', () => {
  it('gives the six top-level categories in order, each with its subcategories and links', async () => {
    const response = await agent.get('/api/categories');
    expect(response.statusCode).toBe(200);
    const { categories } = response.json();
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      'Håndværkere & byggeri',
      'Autoreparation',
      'Flytning',
      'Rengøring',
      'Have',
      'Service & andet',
    ]);
    const byggeri = categories[0];
    expect(byggeri.children.map((c: { slug: string }) => c.slug)).toEqual(
      expect.arrayContaining(['toemrer', 'murer', 'vvs', 'kloakmester']),
    );
    expect(byggeri.children[0]).toEqual({
      id: expect.any(Number),
      name: 'Tømrer',
      slug: 'toemrer',
      createjob_uri: 'createjob',
      link: '/createjob/toemrer',
    });
  });
});

describe('GET /api/regions', () => {
  it('gives the five Danish regions in id order with their names', async () => {
    const response = await agent.get('/api/regions');
    expect(response.statusCode).toBe(200);
    const { regions } = response.json() as { regions: { id: number; name: string; slug: string }[] };
    expect(regions.map((r) => r.name)).toEqual([
      'Region Hovedstaden',
      'Region Sjælland',
      'Region Syddanmark',
      'Region Midtjylland',
      'Region Nordjylland',
    ]);
    expect(regions.map((r) => r.id)).toEqual([...regions.map((r) => r.id)].sort((a, b) => a - b));
  });
});

describe('GET /api/categories/:slug', () => {
  it('gives a subcategory with its parent and its form: checkboxes and selects with options, numbers with a unit', async () => {
    const response = await agent.get('/api/categories/toemrer');
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.category).toMatchObject({ name: 'Tømrer', slug: 'toemrer', link: '/createjob/toemrer' });
    expect(reply.parent).toMatchObject({ name: 'Håndværkere & byggeri', slug: 'haandvaerkere-byggeri' });
    expect(reply.children).toEqual([]);
    const kinds = Object.fromEntries(
      reply.attributes.map((a: { name: string; kind: string }) => [a.name, a]),
    );
    expect(kinds['Hvad skal laves?']).toMatchObject({ kind: 'checkbox', required: true });
    expect(kinds['Hvad skal laves?'].options.map((o: { label: string }) => o.label)).toContain('Terrasse');
    expect(kinds['Areal']).toMatchObject({ kind: 'number', unit: 'm²', options: [] });
    expect(kinds['Boligtype']).toMatchObject({ kind: 'select' });
  });

  it('asks for a car model in car categories', async () => {
    const reply = (await agent.get('/api/categories/mekaniker')).json();
    expect(reply.attributes[0]).toMatchObject({ name: 'Bilmodel', kind: 'car_model', required: true });
  });

  it('gives a top-level category its subcategories and no parent', async () => {
    const reply = (await agent.get('/api/categories/flytning')).json();
    expect(reply.parent).toBeNull();
    expect(reply.children.map((c: { name: string }) => c.name)).toContain('Pianoflytning');
  });

  it('answers an unknown slug with 404 and a malformed one with 400, never 500', async () => {
    const unknown = await agent.get('/api/categories/findes-ikke');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      type: 'error',
      message: 'Kategorien findes ikke. Vælg venligst en kategori.',
    });
    const malformed = await agent.get(`/api/categories/${encodeURIComponent('Tømrer!')}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().type).toBe('validation_errors');
  });
});
