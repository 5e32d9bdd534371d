// Rules of the review lists and answers: 5 reviews a page of each kind with stars, title, text,
// author, Danish date and the company's answer; page_up is the next page or 0; delete_btn only for
// the company itself; a negative review is never hidden and the company may answer it; the
// company's note on a contact. Another company's review or contact is refused and unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { contacts, reviews } from '../../db/schema/index.js';
import { createAccount, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { addCategory, addContact, addJob, createWorld, type World } from '../../test/fixtures.js';

let app: FastifyInstance;
let w: World;
let companyId: number;
let listCompany: number;
const DAY = 86400;
const BASE = Date.UTC(2025, 2, 5, 12) / 1000;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  w = await createWorld(app);
  companyId = w.firmaAccount.companyId;
  listCompany = (await createAccount(app, 'company')).companyId!;
  // Seven customer reviews (newest first: 7 … 1), two public, one friend's testimonial.
  for (let i = 1; i <= 7; i += 1) {
    await app.db
      .insert(reviews)
      .values({
        companyId: listCompany,
        kind: 'review',
        authorName: `Kunde ${i}`,
        rating: (i % 5) + 1,
        title: `Titel ${i}`,
        text: `Tekst ${i}`,
        createdAt: BASE + i * DAY,
      })
      .run();
  }
  await app.db
    .insert(reviews)
    .values([
      {
        companyId: listCompany,
        kind: 'public',
        authorName: 'Offentlig',
        rating: 4,
        title: 'Fint',
        text: 'God service',
        createdAt: BASE,
      },
      {
        companyId: listCompany,
        kind: 'public',
        authorName: 'Vred',
        rating: 1,
        title: 'Dårligt',
        text: '<script>alert(1)</script>',
        comment: 'Vi beklager',
        createdAt: BASE - DAY,
      },
      {
        companyId: listCompany,
        kind: 'friend',
        authorName: 'Ven',
        rating: 5,
        title: 'Anbefaling',
        text: 'Solide folk',
        createdAt: BASE,
      },
    ])
    .run();
});
afterAll(() => app.close());

const list = (agent = w.bruger, url = '/ajax/firma/load_reviews', body: Record<string, unknown> = {}) =>
  agent.post(url, { company_id: listCompany, ...body });
const titles = (html: string): string[] =>
  [...html.matchAll(/<h3 class="review-title">([^<]*)<\/h3>/g)].map((m) => m[1]);

describe('load_reviews, load_publicreview, load_friendtestimonials', () => {
  it("pages customers' reviews five at a time, newest first; page_up is the next page or 0", async () => {
    const first = (await list()).json();
    expect(first).toMatchObject({ page: 1, page_up: 2, delete_btn: false });
    expect(titles(first.html)).toEqual(['Titel 7', 'Titel 6', 'Titel 5', 'Titel 4', 'Titel 3']);
    const second = (await list(w.bruger, '/ajax/firma/load_reviews', { page: 2 })).json();
    expect(second).toMatchObject({ page: 2, page_up: 0 });
    expect(titles(second.html)).toEqual(['Titel 2', 'Titel 1']);
    expect((await list(w.bruger, '/ajax/firma/load_reviews', { page: 3 })).json()).toEqual({
      html: '',
      page: 3,
      page_up: 0,
      delete_btn: false,
    });
  });

  it('shows stars with the rating label, author and the date in Danish (English for lang=en)', async () => {
    const html = (await list(w.bruger, '/ajax/firma/load_publicreview')).json().html;
    expect(html).toContain('aria-label="4 ud af 5 stjerner"');
    expect(html).toContain('★★★★<span class="stars-empty">☆</span>');
    expect(html).toContain('Meget tilfredsstillende');
    expect(html).toContain('<footer class="review-meta"><span>Offentlig</span>');
    expect(html).toContain('5. marts 2025');
    const anonymous = await visitor(app);
    anonymous.lang = 'en';
    const english = (await list(anonymous, '/ajax/firma/load_publicreview')).json().html;
    expect(english).toContain('Very satisfying');
    expect(english).toContain('Unacceptable');
    expect(english).toContain('5 March 2025');
  });

  it("never hides a negative review; it shows with the company's answer, its text escaped", async () => {
    const html = (await list(w.bruger, '/ajax/firma/load_publicreview')).json().html;
    expect(titles(html)).toEqual(['Fint', 'Dårligt']);
    expect(html).toContain('Uacceptabel');
    expect(html).toContain('<strong>Firmaets svar:</strong><p>Vi beklager</p>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it("lists friends' testimonials without stars", async () => {
    const reply = (await list(w.bruger, '/ajax/firma/load_friendtestimonials')).json();
    expect(titles(reply.html)).toEqual(['Anbefaling']);
    expect(reply.html).not.toContain('class="stars"');
  });

  it('delete_btn and the answer form only for the company itself', async () => {
    const own = (
      await w.firma.post('/ajax/firma/load_reviews', { company_id: companyId, comment: 1 })
    ).json();
    expect(own.delete_btn).toBe(true);
    const other = (await list(w.firma, '/ajax/firma/load_reviews', { comment: 1 })).json();
    expect(other.delete_btn).toBe(false);
    expect(other.html).not.toContain('review-answer-form');
  });

  it('refuses an unknown company (404), a bad page and unknown fields (400)', async () => {
    expect((await w.bruger.post('/ajax/firma/load_reviews', { company_id: 999999 })).statusCode).toBe(404);
    expect((await list(w.bruger, '/ajax/firma/load_reviews', { page: 0 })).statusCode).toBe(400);
    expect((await list(w.bruger, '/ajax/firma/load_reviews', { sort: 'x' })).statusCode).toBe(400);
  });
});

describe('POST /ajax/firma/comment_new_review', () => {
  const negative = async () =>
    (
      await app.db
        .insert(reviews)
        .values({
          companyId,
          kind: 'review',
          authorName: 'Sur kunde',
          rating: 1,
          title: 'Kom aldrig',
          text: 'Ingen dukkede op',
        })
        .returning()
        .get()
    ).id;

  it('the company may answer a negative review of itself; it stays listed with the answer', async () => {
    const id = await negative();
    // The answer box of the company's own list has a visible label that names it.
    const own = (await w.firma.post('/ajax/firma/load_reviews', { company_id: companyId, comment: 1 })).json()
      .html;
    expect(own).toMatch(
      /<label class="review-answer-form__label">Dit svar på anmeldelsen<textarea name="comment"/,
    );
    const response = await w.firma.post('/ajax/firma/comment_new_review', {
      review: id,
      comment: 'Vi beklager – ring til os.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: 'success', message: 'Dit svar på anmeldelsen er gemt.' });
    expect(response.json().html).toContain('<p>Vi beklager – ring til os.</p>');
    const listed = (await w.bruger.post('/ajax/firma/load_reviews', { company_id: companyId })).json().html;
    expect(listed).toContain('Kom aldrig');
    expect(listed).toContain('Vi beklager – ring til os.');
  });

  it("refuses an empty answer with 'Dette felt må ikke være tomt.' and another company's review (404), unchanged", async () => {
    const id = await negative();
    expect(
      (await w.firma.post('/ajax/firma/comment_new_review', { review: id, comment: '   ' })).json(),
    ).toEqual({
      type: 'validation_errors',
      messages: ['Dette felt må ikke være tomt.'],
    });
    expect(
      (await w.otherFirma.post('/ajax/firma/comment_new_review', { review: id, comment: 'Falsk svar' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await w.firma.post('/ajax/firma/comment_new_review', { review: id, comment: 'x'.repeat(2001) }))
        .statusCode,
    ).toBe(400);
    expect((await app.db.select().from(reviews).where(eq(reviews.id, id)).get())?.comment).toBeNull();
  });

  it('answers 401 and 403', async () => {
    expect(
      (await (await visitor(app)).post('/ajax/firma/comment_new_review', { review: 1, comment: 'x' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await w.bruger.post('/ajax/firma/comment_new_review', { review: 1, comment: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('POST /ajax/firma/sendcoment', () => {
  const contactOf = async (company: number) =>
    addContact(app, await addJob(app, w.brugerAccount.id, await addCategory(app)), company, {
      state: 'bid',
      isWinner: false,
    });
  const note = async (id: number) =>
    (await app.db.select().from(contacts).where(eq(contacts.id, id)).get())?.companyComment;

  it("saves the company's note on its own contact", async () => {
    const id = await contactOf(companyId);
    const response = await w.firma.post(
      '/ajax/firma/sendcoment',
      { contact_id: id, coment: ' Ring efter kl. 16 ' },
      { form: true },
    );
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Din kommentar er gemt.',
      coment: 'Ring efter kl. 16',
    });
    expect(await note(id)).toBe('Ring efter kl. 16');
  });

  it("refuses an empty note ('Dette felt må ikke være tomt.') and another company's contact (404), unchanged", async () => {
    const own = await contactOf(companyId);
    const response = await w.firma.post('/ajax/firma/sendcoment', { contact_id: own, coment: '' });
    expect(response.json().messages).toEqual(['Dette felt må ikke være tomt.']);
    const foreign = await contactOf(w.otherAccount.companyId);
    expect(
      (await w.firma.post('/ajax/firma/sendcoment', { contact_id: foreign, coment: 'Hej' })).statusCode,
    ).toBe(404);
    expect(await note(own)).toBeNull();
    expect(await note(foreign)).toBeNull();
  });

  it('answers 401 and 403', async () => {
    expect(
      (await (await visitor(app)).post('/ajax/firma/sendcoment', { contact_id: 1, coment: 'x' })).statusCode,
    ).toBe(401);
    expect((await w.bruger.post('/ajax/firma/sendcoment', { contact_id: 1, coment: 'x' })).statusCode).toBe(
      403,
    );
  });
});
