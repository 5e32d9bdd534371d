// Rules of how a company presents itself: the notification phone (8 Danish digits, 'Please enter a
// valid phone number'), the widget colour with its embed code and preview (and the framed widget
// page), and opening times set per weekday and shown as a table with Danish day names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies, openingTimes, reviews } from '../../db/schema/index.js';
import { manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { createWorld, type World } from '../../test/fixtures.js';

let app: FastifyInstance;
let w: World;
let companyId: number;

beforeAll(async () => {
  app = await startTestApp({ ...manyLogins, publicUrl: 'https://opgavetorvet.example' });
  w = await createWorld(app);
  companyId = w.firmaAccount.companyId;
});
afterAll(() => app.close());

const company = async (id = companyId) =>
  (await app.db.select().from(companies).where(eq(companies.id, id)).get())!;

describe('POST /ajax/firma/notifications_phone', () => {
  it('stores 8 digits, also written with +45 and spaces, and removes the phone with an empty value', async () => {
    const response = await w.firma.post('/ajax/firma/notifications_phone', { phone: '+45 12 34 56 78' });
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Telefonnummeret til notifikationer er gemt.',
      phone: '12345678',
    });
    expect((await company()).notifyPhone).toBe('12345678');
    expect(
      (await w.firma.post('/ajax/firma/notifications_phone', { phone: '' }, { form: true })).json().phone,
    ).toBe('');
    expect((await company()).notifyPhone).toBeNull();
  });

  it("refuses anything but 8 digits with 'Please enter a valid phone number', unchanged", async () => {
    await w.firma.post('/ajax/firma/notifications_phone', { phone: '87654321' });
    w.firma.lang = 'en';
    for (const phone of ['1234567', '123456789', '1234567a', '+46 12345678']) {
      const response = await w.firma.post('/ajax/firma/notifications_phone', { phone });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual(['Please enter a valid phone number']);
    }
    w.firma.lang = null;
    expect((await company()).notifyPhone).toBe('87654321');
  });

  it('answers 401 and 403', async () => {
    expect(
      (await (await visitor(app)).post('/ajax/firma/notifications_phone', { phone: '12345678' })).statusCode,
    ).toBe(401);
    expect((await w.bruger.post('/ajax/firma/notifications_phone', { phone: '12345678' })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /ajax/firma/plagincolor and GET /widget/:slug', () => {
  it('saves the colour and answers the embed code as text and the preview in that colour', async () => {
    await app.db
      .insert(reviews)
      .values([
        { companyId, kind: 'review', authorName: 'A', rating: 5, title: 't', text: 't' },
        { companyId, kind: 'public', authorName: 'B', rating: 4, title: 't', text: 't' },
      ])
      .run();
    const response = await w.firma.post('/ajax/firma/plagincolor', { color: '#FFCC00' });
    expect(response.statusCode).toBe(200);
    const { taxteria, html } = response.json();
    const slug = (await company()).slug;
    expect(taxteria).toBe(
      `<iframe src="https://opgavetorvet.example/widget/${slug}?color=%23ffcc00" title="Opgavetorvet" width="300" height="170" style="border:0" loading="lazy"></iframe>`,
    );
    expect(html).toContain('background:#ffcc00;color:#000000');
    // The customers' reviews only, the figure of the profile it links to (the public review is not one).
    expect(html).toContain('5 ud af 5 (1 anmeldelse)');
    const profile = (await w.firma.get(`/api/companies/${slug}`)).json();
    expect([profile.rating, profile.reviews_count]).toEqual([5, 1]);
    expect((await company()).widgetColor).toBe('#ffcc00');
  });

  it('builds the embed code from PUBLIC_URL: a forged Host header is not used', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/ajax/firma/plagincolor',
      headers: {
        cookie: w.firma.cookieHeader() ?? '',
        'x-csrf-token': w.firma.csrfToken,
        host: 'x"><script>alert(1)</script>',
      },
      payload: { color: '#123456' },
    });
    expect(response.statusCode).toBe(200);
    const { taxteria } = response.json();
    expect(taxteria).not.toContain('script');
    expect(taxteria).toMatch(/^<iframe src="https:\/\/opgavetorvet\.example\/widget\//);
  });

  it('refuses a colour that is not #rrggbb, unchanged', async () => {
    await w.firma.post('/ajax/firma/plagincolor', { color: '#123456' });
    for (const color of ['red', '#12345', '#12345g', 'javascript:alert(1)']) {
      const response = await w.firma.post('/ajax/firma/plagincolor', { color });
      expect(response.json()).toEqual({
        type: 'validation_errors',
        messages: ['Vælg venligst en farve (#rrggbb)'],
      });
    }
    expect((await company()).widgetColor).toBe('#123456');
  });

  it('serves the widget page for framing on other sites, in the saved or the given colour', async () => {
    const page = await (await visitor(app)).get(`/widget/${(await company()).slug}?color=%23aa0000`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('background:#aa0000');
    const forged = await app.inject({
      method: 'GET',
      url: `/widget/${(await company()).slug}`,
      headers: { host: 'phishing.example' },
    });
    expect(forged.body).toContain(`href="https://opgavetorvet.example/${(await company()).slug}"`);
    expect(forged.body).not.toContain('phishing');
    expect((await (await visitor(app)).get('/widget/findes-ikke')).statusCode).toBe(404);
  });

  it('answers 401 and 403', async () => {
    expect(
      (await (await visitor(app)).post('/ajax/firma/plagincolor', { color: '#123456' })).statusCode,
    ).toBe(401);
    expect((await w.bruger.post('/ajax/firma/plagincolor', { color: '#123456' })).statusCode).toBe(403);
  });
});

describe('opening times', () => {
  const send = (type: string, day: number, val: string) =>
    w.firma.post('/ajax/firma/openingtimes_send', { type, day, val });

  it('saves open, close and closed per weekday and answers the table', async () => {
    expect((await send('open', 1, '08:00')).statusCode).toBe(200);
    await send('close', 1, '16:30');
    const reply = (await send('closed', 7, '1')).json();
    expect(reply.type).toBe('success');
    expect(reply.message).toBe('Åbningstiden er gemt.');
    expect(reply.html).toContain('<th scope="row">Mandag</th><td>08:00 – 16:30</td>');
    expect(reply.html).toContain('<th scope="row">Søndag</th><td>Lukket</td>');
    expect(reply.html).toContain('<th scope="row">Tirsdag</th><td>Ikke oplyst</td>');
  });

  it("anyone may read a company's opening times (profiles are public), in English for lang=en", async () => {
    await send('open', 2, '07:00');
    await send('close', 2, '15:00');
    const anonymous = await visitor(app);
    const danish = (await anonymous.post('/ajax/firma/openingtimes', { company_id: companyId })).json().html;
    expect(danish).toContain('<th scope="row">Tirsdag</th><td>07:00 – 15:00</td>');
    anonymous.lang = 'en';
    expect(
      (await anonymous.post('/ajax/firma/openingtimes', { company_id: companyId })).json().html,
    ).toContain('<th scope="row">Tuesday</th>');
    expect((await anonymous.post('/ajax/firma/openingtimes', { company_id: 999999 })).statusCode).toBe(404);
  });

  it('opens a closed day again with closed 0', async () => {
    await send('closed', 6, '1');
    await send('closed', 6, '0');
    expect(
      (await app.db.select().from(openingTimes).where(eq(openingTimes.day, 6)).all()).filter(
        (r) => r.companyId === companyId,
      ),
    ).toEqual([]);
  });

  it('refuses a day that closes before it opens, a bad time and a bad day, unchanged', async () => {
    await send('open', 3, '09:00');
    await send('close', 3, '17:00');
    const early = await send('close', 3, '08:00');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Lukketiden skal ligge efter åbningstiden');
    expect((await send('open', 3, '25:00')).json().messages).toEqual(['Angiv venligst tiden som TT:MM']);
    expect((await send('open', 3, '1')).json().message).toBe('Angiv venligst tiden som TT:MM');
    expect((await send('open', 8, '09:00')).statusCode).toBe(400);
    expect((await send('lunch', 3, '09:00')).statusCode).toBe(400);
    const day3 = (
      await app.db.select().from(openingTimes).where(eq(openingTimes.companyId, companyId)).all()
    ).filter((r) => r.day === 3);
    expect(day3.map((r) => [r.type, r.val]).sort()).toEqual([
      ['close', '17:00'],
      ['open', '09:00'],
    ]);
  });

  it("changes only the caller's own opening times; 401 and 403", async () => {
    await send('open', 4, '06:00');
    expect(
      await app.db
        .select()
        .from(openingTimes)
        .where(eq(openingTimes.companyId, w.otherAccount.companyId))
        .all(),
    ).toEqual([]);
    expect(
      (
        await (
          await visitor(app)
        ).post('/ajax/firma/openingtimes_send', { type: 'open', day: 1, val: '08:00' })
      ).statusCode,
    ).toBe(401);
    expect(
      (await w.bruger.post('/ajax/firma/openingtimes_send', { type: 'open', day: 1, val: '08:00' }))
        .statusCode,
    ).toBe(403);
  });
});
