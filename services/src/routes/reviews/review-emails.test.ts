// Rules of /ajax/firma/sendemailreview: addresses are picked out of free text by a pattern over a
// fixed list of top-level domains; each gets a Danish review request; per company at most 200 a
// calendar month (count_all = 200 → 'You have reached the monthly limit sending messages') and 50
// a calendar day ('You have reached the daily limit sending messages'); success 'Mailen er sendt...'.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { outbox, reviewEmails } from '../../db/schema/index.js';
import {
  type Agent,
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  visitor,
} from '../../test/helpers.js';
import { createWorld, type World } from '../../test/fixtures.js';
import { extractEmails } from './rules.js';
import { renderedOutbox } from '../../test/outbox.js';

let app: FastifyInstance;
let w: World;
// 15 May 2030, 12:00 in Copenhagen: the month began 30 April 22:00 UTC, the day 14 May 22:00 UTC.
const NOW = Date.UTC(2030, 4, 15, 10) / 1000;
const MONTH_START = Date.UTC(2030, 3, 30, 22) / 1000;
const DAY_START = Date.UTC(2030, 4, 14, 22) / 1000;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW * 1000);
  app = await startTestApp({ ...manyLogins, publicUrl: 'https://opgavetorvet.example' });
  w = await createWorld(app);
});
afterAll(async () => {
  await app.close();
  vi.useRealTimers();
});

/** A fresh company that has already sent `count` review mails at `at`. */
async function companyThatSent(count: number, at: number): Promise<{ agent: Agent; companyId: number }> {
  const account = await createAccount(app, 'company');
  const companyId = account.companyId!;
  if (count > 0)
    await app.db
      .insert(reviewEmails)
      .values(Array.from({ length: count }, (_, i) => ({ companyId, email: `k${i}@x.dk`, sentAt: at })))
      .run();
  return { agent: await loggedIn(app, account), companyId };
}
const addresses = (n: number, prefix = 'kunde'): string =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}@mail.dk`).join(', ');
const mailsTo = async (email: string) =>
  (await renderedOutbox(app)).select().from(outbox).where(eq(outbox.recipient, email)).all();

describe('extractEmails', () => {
  it('finds addresses whose domain ends in a listed top-level domain, once each, lower case', () => {
    const text =
      'Send til jens@firma.dk, Anna <Anna.B@Gmail.com>; ole@hus.co.uk, peter@example.xyz, x@y.dkx og JENS@firma.dk.';
    expect(extractEmails(text)).toEqual(['jens@firma.dk', 'anna.b@gmail.com', 'ole@hus.co.uk']);
  });
});

describe('POST /ajax/firma/sendemailreview', () => {
  it("mails each address found a Danish review request: type success, 'Mailen er sendt...'", async () => {
    const response = await w.firma.post(
      '/ajax/firma/sendemailreview',
      { regArray: 'lise@hjem.dk\nbo@firma.com, bo@firma.com, fejl@adresse' },
      { form: true },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      count_all: 2,
      sent: 2,
      message: 'Mailen er sendt...',
    });
    const [mail] = await mailsTo('lise@hjem.dk');
    expect(mail.subject).toContain('vil gerne høre din mening');
    expect(mail.body).toContain('/testfirma-');
    expect(await mailsTo('bo@firma.com')).toHaveLength(1);
  });

  it("links to the company's profile at PUBLIC_URL, whatever Host header the request carried", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/ajax/firma/sendemailreview',
      headers: {
        cookie: w.firma.cookieHeader() ?? '',
        'x-csrf-token': w.firma.csrfToken,
        host: 'phishing.example',
      },
      payload: { regArray: 'host@kunde.dk' },
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsTo('host@kunde.dk');
    expect(mail.body).toMatch(/https:\/\/opgavetorvet\.example\/testfirma-\d+/);
    expect(mail.body).not.toContain('phishing');
  });

  it('refuses text without any address, unchanged', async () => {
    const { agent, companyId } = await companyThatSent(0, NOW);
    for (const regArray of ['ingen adresser her', 'a@b.xyz', '']) {
      const response = await agent.post('/ajax/firma/sendemailreview', { regArray });
      expect(response.statusCode).toBe(400);
    }
    expect((await agent.post('/ajax/firma/sendemailreview', { regArray: 'intet' })).json().message).toBe(
      'Der blev ikke fundet nogen gyldige e-mailadresser',
    );
    expect(
      await app.db.select().from(reviewEmails).where(eq(reviewEmails.companyId, companyId)).all(),
    ).toEqual([]);
  });

  it('review e-mail monthly cap is 200: the rest is held back and count_all reads 200', async () => {
    const { agent } = await companyThatSent(195, MONTH_START + 3600);
    const response = await agent.post('/ajax/firma/sendemailreview', { regArray: addresses(10, 'maaned') });
    expect(response.json()).toEqual({
      type: 'limit',
      count_all: 200,
      sent: 5,
      message: 'Du har nået den månedlige grænse for afsendte beskeder',
    });
    expect(await mailsTo('maaned4@mail.dk')).toHaveLength(1);
    expect(await mailsTo('maaned5@mail.dk')).toHaveLength(0);
    agent.lang = 'en';
    const again = await agent.post('/ajax/firma/sendemailreview', { regArray: 'sidste@mail.dk' });
    expect(again.json()).toEqual({
      type: 'limit',
      count_all: 200,
      sent: 0,
      message: 'You have reached the monthly limit sending messages',
    });
    expect(await mailsTo('sidste@mail.dk')).toHaveLength(0);
  });

  it('review e-mail daily cap is 50: otherwise the daily-limit text, count_all below 200', async () => {
    const { agent } = await companyThatSent(48, DAY_START + 60);
    const response = await agent.post('/ajax/firma/sendemailreview', { regArray: addresses(5, 'dag') });
    expect(response.json()).toEqual({
      type: 'limit',
      count_all: 50,
      sent: 2,
      message: 'Du har nået den daglige grænse for afsendte beskeder',
    });
    agent.lang = 'en';
    expect(
      (await agent.post('/ajax/firma/sendemailreview', { regArray: 'dag9@mail.dk' })).json().message,
    ).toBe('You have reached the daily limit sending messages');
  });

  it('sending a list again asks only the customers not asked within 30 days', async () => {
    const { agent, companyId } = await companyThatSent(0, NOW);
    // Yesterday the daily cap stopped the list after its first two; one more was asked 40 days ago.
    await app.db
      .insert(reviewEmails)
      .values([
        { companyId, email: 'igen0@mail.dk', sentAt: DAY_START - 3600 },
        { companyId, email: 'igen1@mail.dk', sentAt: DAY_START - 3600 },
        { companyId, email: 'igen2@mail.dk', sentAt: NOW - 40 * 24 * 60 * 60 },
      ])
      .run();
    const response = await agent.post('/ajax/firma/sendemailreview', { regArray: addresses(5, 'igen') });
    expect(response.json()).toMatchObject({ type: 'success', sent: 3 });
    expect(await mailsTo('igen0@mail.dk')).toHaveLength(0);
    expect(await mailsTo('igen1@mail.dk')).toHaveLength(0);
    for (const i of [2, 3, 4]) expect(await mailsTo(`igen${i}@mail.dk`)).toHaveLength(1);
  });

  it('counts only this calendar month and day, and only this company', async () => {
    const { agent } = await companyThatSent(250, MONTH_START - 60);
    await app.db
      .insert(reviewEmails)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          companyId: w.otherAccount.companyId,
          email: `o${i}@x.dk`,
          sentAt: NOW,
        })),
      )
      .run();
    const response = await agent.post('/ajax/firma/sendemailreview', { regArray: addresses(3, 'ny') });
    expect(response.json()).toMatchObject({ type: 'success', count_all: 3, sent: 3 });
  });

  it('answers 401 without a login, 403 to a customer, 400 for over-long text or unknown fields', async () => {
    expect(
      (await (await visitor(app)).post('/ajax/firma/sendemailreview', { regArray: 'a@b.dk' })).statusCode,
    ).toBe(401);
    expect((await w.bruger.post('/ajax/firma/sendemailreview', { regArray: 'a@b.dk' })).statusCode).toBe(403);
    expect(
      (await w.firma.post('/ajax/firma/sendemailreview', { regArray: 'x'.repeat(20001) })).statusCode,
    ).toBe(400);
    expect(
      (await w.firma.post('/ajax/firma/sendemailreview', { regArray: 'a@b.dk', cc: 'c@d.dk' })).statusCode,
    ).toBe(400);
  });
});
