// Rules of POST /api/anmeldelser (SPEC §5 "Review"): rating must be an integer 1-5 ('Please select
// number of stars you want to give (1-5)'); title, text and category must be filled ('All fields
// must be filled'); only the customer's own contact, only once the job is finished, only once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema/index.js';
import type { ContactState } from '../../db/schema/index.js';
import { manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { addCategory, addContact, addJob, createWorld, type World } from '../../test/fixtures.js';

let app: FastifyInstance;
let w: World;
let category: number;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  w = await createWorld(app);
  category = await addCategory(app, { name: 'Tømrer' });
});
afterAll(() => app.close());

async function contact(state: ContactState = 'finished', userId = w.brugerAccount.id): Promise<number> {
  return await addContact(
    app,
    await addJob(app, userId, category, { status: 'finished' }),
    w.firmaAccount.companyId,
    {
      state,
    },
  );
}
const valid = (contactId: number) => ({
  contact_id: contactId,
  rating: 4,
  title: 'Flot arbejde',
  textreview: 'Kom til tiden og ryddede op.',
  category,
});
const reviewsOf = (contactId: number) =>
  app.db.select().from(reviews).where(eq(reviews.contactId, contactId)).all();

describe('POST /api/anmeldelser', () => {
  it("saves the review of a finished job for the company, under the customer's name", async () => {
    const id = await contact();
    const response = await w.bruger.post('/api/anmeldelser', valid(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Tak for din anmeldelse!',
      review_id: expect.any(Number),
    });
    expect(await reviewsOf(id)).toMatchObject([
      {
        companyId: w.firmaAccount.companyId,
        userId: w.brugerAccount.id,
        kind: 'review',
        authorName: 'Karen Kunde',
        rating: 4,
        title: 'Flot arbejde',
        categoryId: category,
      },
    ]);
  });

  it("rating must be an integer 1-5: 'Please select number of stars you want to give (1-5)'", async () => {
    const id = await contact();
    w.bruger.lang = 'en';
    for (const rating of [0, 6, 3.5, 'fem', undefined]) {
      const response = await w.bruger.post('/api/anmeldelser', { ...valid(id), rating });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        type: 'validation_errors',
        messages: ['Please select number of stars you want to give (1-5)'],
      });
    }
    w.bruger.lang = null;
    expect((await w.bruger.post('/api/anmeldelser', { ...valid(id), rating: 9 })).json().messages).toEqual([
      'Vælg venligst hvor mange stjerner du vil give (1-5)',
    ]);
    expect(await reviewsOf(id)).toEqual([]);
  });

  it("title, text and category must be filled: 'All fields must be filled'", async () => {
    const id = await contact();
    w.bruger.lang = 'en';
    for (const missing of ['title', 'textreview', 'category'] as const) {
      const body: Record<string, unknown> = { ...valid(id) };
      delete body[missing];
      expect((await w.bruger.post('/api/anmeldelser', body)).json().messages).toEqual([
        'All fields must be filled',
      ]);
    }
    expect(
      (await w.bruger.post('/api/anmeldelser', { ...valid(id), title: '  ', textreview: '' })).json()
        .messages,
    ).toEqual(['All fields must be filled']);
    w.bruger.lang = null;
    expect(
      (await w.bruger.post('/api/anmeldelser', { ...valid(id), title: 'x'.repeat(121) })).statusCode,
    ).toBe(400);
    expect((await w.bruger.post('/api/anmeldelser', { ...valid(id), comment: 'x' })).statusCode).toBe(400);
    expect(await reviewsOf(id)).toEqual([]);
  });

  it('only once per contact: a second review → 409, the first kept', async () => {
    const id = await contact();
    await w.bruger.post('/api/anmeldelser', valid(id));
    const second = await w.bruger.post('/api/anmeldelser', {
      ...valid(id),
      rating: 1,
      title: 'Ændret mening',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Du har allerede anmeldt denne opgave');
    expect(await reviewsOf(id)).toMatchObject([{ rating: 4 }]);
  });

  it("only once the job is finished (403), only the customer's own contact (404)", async () => {
    for (const state of ['confirmed', 'awaiting_confirmation', 'cancelled', 'bid'] as const) {
      const id = await contact(state);
      const response = await w.bruger.post('/api/anmeldelser', valid(id));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Du kan først anmelde firmaet, når opgaven er afsluttet');
    }
    const foreign = await contact('finished', w.otherBrugerAccount.id);
    expect((await w.bruger.post('/api/anmeldelser', valid(foreign))).statusCode).toBe(404);
    expect(await reviewsOf(foreign)).toEqual([]);
  });

  it('refuses an unknown category (400)', async () => {
    const id = await contact();
    expect((await w.bruger.post('/api/anmeldelser', { ...valid(id), category: 999999 })).statusCode).toBe(
      400,
    );
    expect(await reviewsOf(id)).toEqual([]);
  });

  it('answers 401 without a login and 403 to a company', async () => {
    const id = await contact();
    expect((await (await visitor(app)).post('/api/anmeldelser', valid(id))).statusCode).toBe(401);
    expect((await w.firma.post('/api/anmeldelser', valid(id))).statusCode).toBe(403);
  });
});
