// Rules of the review request's link (POST /ajax/firma/sendemailreview, POST /api/anmeldelser/offentlig):
// each mailed address gets its own signed link to the company's profile, printed once in the mail;
// its holder writes one public review under the name she gives (never her address), which then
// shows under load_publicreview and leaves the profile's rating (customers' reviews only) as it was.
// A second use, a forged link, an expired one (30 days) and another company's are refused with
// their own Danish text, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies, reviews } from '../../db/schema/index.js';
import { manyLogins, startTestApp, visitor, type Agent } from '../../test/helpers.js';
import { queuedTo } from '../../test/outbox.js';
import { addCategory, createWorld, type World } from '../../test/fixtures.js';

let app: FastifyInstance;
let w: World;
let category: number;
let slug: string;
let anyone: Agent;
let asked = 0;

beforeAll(async () => {
  app = await startTestApp({ ...manyLogins, publicUrl: 'https://opgavetorvet.example' });
  w = await createWorld(app);
  category = await addCategory(app, { name: 'Maler' });
  anyone = await visitor(app);
  slug = (await app.db.select().from(companies).where(eq(companies.id, w.firmaAccount.companyId)).get())!
    .slug;
});
afterAll(async () => {
  await app.close();
  vi.useRealTimers();
});

/** Sends a review request from `agent`'s company to a fresh address; its mail and token. */
async function requestReview(
  agent: Agent = w.firma,
): Promise<{ email: string; body: string; token: string }> {
  asked += 1;
  const email = `kunde${asked}@hjem.dk`;
  const response = await agent.post('/ajax/firma/sendemailreview', { regArray: `Hej ${email}` });
  expect(response.json()).toMatchObject({ type: 'success', sent: 1 });
  const [mail] = await queuedTo(app, 'email', email);
  const token = /[?&]anmeldelse=([0-9]+\.[A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '';
  expect(token, mail.body).not.toBe('');
  return { email, body: mail.body, token };
}

const review = (token: string, companyId = w.firmaAccount.companyId) => ({
  company_id: companyId,
  token,
  name: 'Lise Jensen',
  rating: 4,
  title: 'Pæn malerarbejde',
  textreview: 'Malede stuen på to dage og ryddede op.',
  category,
});
const publicReviewsOf = (companyId: number) =>
  app.db.select().from(reviews).where(eq(reviews.companyId, companyId)).all();
const publicList = async (companyId = w.firmaAccount.companyId) =>
  (await anyone.post('/ajax/firma/load_publicreview', { company_id: companyId, page: 1 })).json()
    .html as string;

describe('the review request link', () => {
  it("is the company's profile with the address's own signed link, printed once in the mail", async () => {
    const first = await requestReview();
    const second = await requestReview();
    const links = first.body.match(/https:\/\/opgavetorvet\.example\/[^\s]+/g) ?? [];
    expect(links).toEqual([`https://opgavetorvet.example/${slug}?anmeldelse=${first.token}`]);
    expect(first.token).not.toBe(second.token);
    const [mail] = await queuedTo(app, 'email', first.email);
    expect(mail.html?.split(first.token)).toHaveLength(2);
  });

  it('lets its holder post one public review, shown under load_publicreview with her name, not her address', async () => {
    const before = (await anyone.get(`/api/companies/${slug}`)).json();
    const { email, token } = await requestReview();
    const response = await anyone.post('/api/anmeldelser/offentlig', review(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Tak for din anmeldelse!',
      review_id: expect.any(Number),
    });
    const stored = (await publicReviewsOf(w.firmaAccount.companyId)).find(
      (row) => row.id === response.json().review_id,
    );
    expect(stored).toMatchObject({
      kind: 'public',
      authorName: 'Lise Jensen',
      rating: 4,
      userId: null,
      contactId: null,
      categoryId: category,
    });
    const html = await publicList();
    expect(html).toContain('Pæn malerarbejde');
    expect(html).toContain('Lise Jensen');
    expect(html).not.toContain(email);
    // The profile's rating counts customers' reviews only.
    const after = (await anyone.get(`/api/companies/${slug}`)).json();
    expect({ rating: after.rating, reviews_count: after.reviews_count }).toEqual({
      rating: before.rating,
      reviews_count: before.reviews_count,
    });
  });

  it('works once: a second review with the same link is refused and stores nothing', async () => {
    const { token } = await requestReview();
    expect((await anyone.post('/api/anmeldelser/offentlig', review(token))).statusCode).toBe(200);
    const count = (await publicReviewsOf(w.firmaAccount.companyId)).length;
    const again = await anyone.post('/api/anmeldelser/offentlig', { ...review(token), title: 'Igen' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Linket er allerede brugt: der er skrevet en anmeldelse med det.');
    expect(await publicReviewsOf(w.firmaAccount.companyId)).toHaveLength(count);
  });

  it('refuses a forged link, an expired one and another company’s, and stores nothing', async () => {
    const { token } = await requestReview();
    const [id, signature] = token.split('.');
    const other = await requestReview(w.otherFirma);
    const count = (await publicReviewsOf(w.firmaAccount.companyId)).length;
    const refusals: [string, number, string][] = [
      [`${id}.${signature.slice(0, -2)}xx`, w.firmaAccount.companyId, 'Linket til anmeldelsen er ugyldigt'],
      [`${Number(id) + 1000}.${signature}`, w.firmaAccount.companyId, 'Linket til anmeldelsen er ugyldigt'],
      [`${Number(id) - 1}.${signature}`, w.firmaAccount.companyId, 'Linket til anmeldelsen er ugyldigt'],
      [other.token, w.firmaAccount.companyId, 'hører til et andet firma'],
    ];
    for (const [forged, companyId, text] of refusals) {
      const response = await anyone.post('/api/anmeldelser/offentlig', review(forged, companyId));
      expect(response.statusCode, forged).toBe(403);
      expect(response.json().message).toContain(text);
    }
    // The other company's link on its own company works; it is refused for ours above.
    expect(
      (await anyone.post('/api/anmeldelser/offentlig', review(other.token, w.otherAccount.companyId)))
        .statusCode,
    ).toBe(200);

    // 30 days after it was sent the link has expired.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30 * 86400 * 1000 + 60_000);
    const later = await visitor(app);
    const response = await later.post('/api/anmeldelser/offentlig', review(token));
    vi.useRealTimers();
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Linket til anmeldelsen er udløbet (det virker i 30 dage). Bed firmaet om at sende et nyt.',
    );
    expect(await publicReviewsOf(w.firmaAccount.companyId)).toHaveLength(count);
  });

  it("checks SPEC §5's rating and fields and the name on the server, and an unknown category", async () => {
    const { token } = await requestReview();
    for (const rating of [0, 6, 2.5, '4x', null]) {
      const response = await anyone.post('/api/anmeldelser/offentlig', { ...review(token), rating });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual(['Vælg venligst hvor mange stjerner du vil give (1-5)']);
    }
    for (const field of ['name', 'title', 'textreview'] as const) {
      const response = await anyone.post('/api/anmeldelser/offentlig', { ...review(token), [field]: '  ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual(['Alle felter skal udfyldes']);
    }
    for (const [field, length] of [
      ['name', 121],
      ['title', 121],
      ['textreview', 5001],
    ] as const) {
      const response = await anyone.post('/api/anmeldelser/offentlig', {
        ...review(token),
        [field]: 'x'.repeat(length),
      });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await anyone.post('/api/anmeldelser/offentlig', { ...review(token), category: 2147483647 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await anyone.post('/api/anmeldelser/offentlig', { ...review(token), email: 'x@y.dk' })).statusCode,
    ).toBe(400);
    // None of these used the link up.
    expect((await anyone.post('/api/anmeldelser/offentlig', review(token))).statusCode).toBe(200);
  });
});
