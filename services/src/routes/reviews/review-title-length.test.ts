// SPEC §5 Review through the API: a title (or text) over its length is not 'Alle felter skal
// udfyldes' — the customer gets a length error naming the limit, in her language; an empty field
// still gets the spec's 'All fields must be filled'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { manyLogins, startTestApp } from '../../test/helpers.js';
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

const finishedContact = async (): Promise<number> =>
  await addContact(
    app,
    await addJob(app, w.brugerAccount.id, category, { status: 'finished' }),
    w.firmaAccount.companyId,
    { state: 'finished' },
  );

const valid = (contactId: number) => ({
  contact_id: contactId,
  rating: 5,
  title: 'Flot arbejde',
  textreview: 'Kom til tiden og ryddede op.',
  category,
});

describe('POST /api/anmeldelser: a too long title or text', () => {
  it('a title of 121 characters names the limit of 120, in Danish and in English', async () => {
    const id = await finishedContact();
    const body = { ...valid(id), title: 'x'.repeat(121) };
    w.bruger.lang = null;
    const danish = await w.bruger.post('/api/anmeldelser', body);
    expect(danish.statusCode).toBe(400);
    expect(danish.json()).toEqual({
      type: 'validation_errors',
      messages: ['Feltet titel må højst være 120 tegn'],
    });
    w.bruger.lang = 'en';
    const english = await w.bruger.post('/api/anmeldelser', body);
    expect(english.json().messages).toEqual(['The field title may be at most 120 characters']);
    w.bruger.lang = null;
  });

  it('a text of 5001 characters names the limit of 5000; an empty title is still "Alle felter skal udfyldes"', async () => {
    const id = await finishedContact();
    const long = await w.bruger.post('/api/anmeldelser', { ...valid(id), textreview: 'x'.repeat(5001) });
    expect(long.json().messages).toEqual(['Feltet tekst må højst være 5000 tegn']);
    const empty = await w.bruger.post('/api/anmeldelser', { ...valid(id), title: ' ' });
    expect(empty.json().messages).toEqual(['Alle felter skal udfyldes']);
  });
});
