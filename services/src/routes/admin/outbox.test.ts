// GET /api/admin/udbakke: without SMTP_URL / SMS_API_URL every mail and SMS stays queued, and only
// the administrator reads them here — newest first, 25 a page, filtered by state and channel, with
// the count of each state over the whole outbox; the mail's HTML part is not sent to the browser.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { adminAgent } from '../../test/admin-login.js';
import { type Agent, createAccount, loggedIn, startTestApp, visitor } from '../../test/helpers.js';
import { renderedOutbox } from '../../test/outbox.js';

let app: FastifyInstance;
let admin: Agent;

const setRow = (id: number, values: Partial<typeof outbox.$inferInsert>) =>
  app.db.update(outbox).set(values).where(eq(outbox.id, id)).run();
const ids = (reply: { rows: { id: number }[] }) => reply.rows.map((row) => row.id);

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminAgent(app);
});
afterAll(() => app.close());

describe('GET /api/admin/udbakke', () => {
  it('lists the queued mail and SMS with their text, newest first, without the HTML part', async () => {
    await app.mailer.send({
      to: 'kunde@example.dk',
      subject: 'Nyt tilbud på din opgave',
      text: 'Hej Mette\n\nDu har fået et tilbud.',
    });
    await app.sms.send({ to: '12345678', text: 'Din kode: 123456' });
    const [mail, sms] = await (await renderedOutbox(app)).select().from(outbox).orderBy(outbox.id).all();
    await setRow(mail.id, { createdAt: 1_700_000_000 });
    await setRow(sms.id, { createdAt: 1_700_000_100 });

    const response = await admin.get('/api/admin/udbakke');
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({
      page: 1,
      page_size: 25,
      total: 2,
      counts: { queued: 2, sending: 0, sent: 0, failed: 0 },
    });
    expect(reply.rows).toEqual([
      {
        id: sms.id,
        channel: 'sms',
        recipient: '12345678',
        subject: null,
        body: 'Din kode: 123456',
        state: 'queued',
        tries: 0,
        error: null,
        created_at: 1_700_000_100,
        sent_at: null,
        next_attempt_at: 0,
      },
      {
        id: mail.id,
        channel: 'email',
        recipient: 'kunde@example.dk',
        subject: 'Nyt tilbud på din opgave',
        body: mail.body,
        state: 'queued',
        tries: 0,
        error: null,
        created_at: 1_700_000_000,
        sent_at: null,
        next_attempt_at: 0,
      },
    ]);
    expect(reply.rows[1].body).toContain('Hej Mette\n\nDu har fået et tilbud.');
    expect(mail.html).toBeTruthy();
    expect(response.body).not.toContain('html');
  });

  it('gives 25 rows a page and the rest on the next page', async () => {
    for (let i = 0; i < 28; i += 1)
      await app.sms.send({ to: `2000${String(i).padStart(4, '0')}`, text: `Besked ${i}` });
    const all = (await app.db.select({ id: outbox.id }).from(outbox).orderBy(outbox.id).all()).map(
      (row) => row.id,
    );
    expect(all).toHaveLength(30);
    // The 28 sends may straddle a second on a busy machine; date them all in one second.
    for (const id of all.slice(2)) await setRow(id, { createdAt: 1_800_000_000 });

    const first = (await admin.get('/api/admin/udbakke')).json();
    const second = (await admin.get('/api/admin/udbakke?page=2')).json();
    expect(first).toMatchObject({ page: 1, page_size: 25, total: 30 });
    expect(second).toMatchObject({ page: 2, page_size: 25, total: 30 });
    expect(first.rows).toHaveLength(25);
    expect(second.rows).toHaveLength(5);
    // Same second of creation: the later row comes first; the two rows dated in 2023 come last.
    expect([...ids(first), ...ids(second)]).toEqual([...all.slice(2).reverse(), all[1], all[0]]);
    expect((await admin.get('/api/admin/udbakke?page=3')).json().rows).toEqual([]);
  });

  it('filters by state and by channel, and counts every state over all rows', async () => {
    const all = await app.db
      .select({ id: outbox.id, channel: outbox.channel })
      .from(outbox)
      .orderBy(outbox.id)
      .all();
    await setRow(all[0].id, { status: 'failed', tries: 5, error: '550 mailbox unavailable' });
    await setRow(all[1].id, { status: 'sent', tries: 1, sentAt: 1_700_000_200 });
    // Claimed just now: a claim from long ago is one a stopped process left, which the delivery
    // worker's next pass queues again (it did, between these lines and the call, in a CI run).
    await setRow(all[2].id, { status: 'sending', tries: 1, claimedAt: Math.floor(Date.now() / 1000) });

    const failed = (await admin.get('/api/admin/udbakke?status=failed')).json();
    expect(failed).toMatchObject({ total: 1, counts: { queued: 27, sending: 1, sent: 1, failed: 1 } });
    expect(failed.rows).toEqual([
      expect.objectContaining({
        id: all[0].id,
        channel: 'email',
        state: 'failed',
        tries: 5,
        error: '550 mailbox unavailable',
      }),
    ]);
    const sent = (await admin.get('/api/admin/udbakke?status=sent')).json();
    expect(sent.rows).toEqual([
      expect.objectContaining({ id: all[1].id, state: 'sent', sent_at: 1_700_000_200 }),
    ]);

    const email = (await admin.get('/api/admin/udbakke?channel=email')).json();
    expect(ids(email)).toEqual([all[0].id]);
    const queuedSms = (await admin.get('/api/admin/udbakke?channel=sms&status=queued')).json();
    expect(queuedSms.total).toBe(27);
    expect(
      queuedSms.rows.every(
        (row: { channel: string; state: string }) => row.channel === 'sms' && row.state === 'queued',
      ),
    ).toBe(true);
    expect((await admin.get('/api/admin/udbakke?channel=email&status=queued')).json()).toMatchObject({
      rows: [],
      total: 0,
    });
  });

  it('answers 401 without a login and 403 to a customer or a company', async () => {
    const anonymous = await (await visitor(app)).get('/api/admin/udbakke');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ type: 'error', message: 'Log venligst ind for at fortsætte' });
    for (const role of ['user', 'company'] as const) {
      const response = await (await loggedIn(app, await createAccount(app, role))).get('/api/admin/udbakke');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ type: 'error', message: 'Du har ikke adgang til dette' });
    }
  });

  it('refuses an unknown state, channel or page with a 400 and a message', async () => {
    const status = await admin.get('/api/admin/udbakke?status=lost');
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual({ type: 'validation_errors', messages: ['Feltet status er ugyldigt'] });
    expect((await admin.get('/api/admin/udbakke?channel=fax')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/udbakke?page=0')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/udbakke?html=1')).statusCode).toBe(400);
  });
});
