// Rules of delivery: every e-mail and SMS is a queued outbox row; without SMTP_URL / SMS_API_URL it
// stays there (the administrator reads it at /admin/udbakke); with them the worker sends it to a
// real SMTP server and GatewayAPI's mtsms call — claimed first so it never goes out twice, retried
// with a growing back-off, and 'failed' with its reason after a refusal that cannot pass or after
// MAX_TRIES tries; a claim a stopped process left is queued again after its lease and sent once.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { MAX_TRIES, retryDelaySeconds } from '../../lib/delivery/outbox-states.js';
import { CLAIM_LEASE_SECONDS } from '../../lib/delivery/worker.js';
import { inTransaction } from '../../lib/transaction.js';
import { buildTestApp } from '../../test/helpers.js';
import { testOnPostgres } from '../../test/pg-database.js';
import {
  startSmsGateway,
  startSmtpServer,
  type TestGateway,
  type TestSmtp,
} from '../../test/mail-servers.js';

const rows = (app: FastifyInstance) => app.db.select().from(outbox).orderBy(outbox.id).all();
const now = () => Math.floor(Date.now() / 1000);
const mail = {
  to: 'kunde@example.dk',
  subject: 'Nyt tilbud på din opgave',
  text: 'Hej Mette\n\nDu har fået et tilbud.',
};

describe('without SMTP_URL and SMS_API_URL', () => {
  it('keeps mail and SMS queued in the outbox, with the mail’s HTML part and link', async () => {
    const app = await buildTestApp();
    await app.mailer.send({ ...mail, link: { path: '/bruger/opgave/7', label: 'Se tilbuddet' } });
    await app.sms.send({ to: '12345678', text: 'Kode 123456' });
    expect(await app.delivery.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await rows(app)).toMatchObject([
      { channel: 'email', recipient: 'kunde@example.dk', subject: mail.subject, status: 'queued', tries: 0 },
      { channel: 'sms', recipient: '12345678', body: 'Kode 123456', status: 'queued', tries: 0 },
    ]);
    expect((await rows(app))[0].body).toContain('Se tilbuddet: http://localhost:3000/bruger/opgave/7');
    expect((await rows(app))[0].html).toContain('<a href="http://localhost:3000/bruger/opgave/7"');
    await app.close();
  });

  it('queues the translation keys only; the worker finds the Danish words before anything is sent', async () => {
    const app = await buildTestApp();
    const text = (part: string) => ({
      key: `mail:::events::new_bid::${part}`,
      params: { name: 'Mette', company: 'Tømrer Hansen', headline: 'Ny terrasse' },
    });
    await app.mailer.send({
      to: 'kunde@example.dk',
      subject: text('subject'),
      text: text('text'),
      link: { path: '/bruger/opgave/7', label: text('button') },
    });
    await app.sms.send({ to: '12345678', text: text('sms') });
    const queued = await rows(app);
    expect(queued.map((row) => [row.subject, row.body])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(queued[0].notice).toMatchObject({ subject: text('subject') });

    await app.delivery.drain();
    const [email, sms] = await rows(app);
    expect(email.subject).toBe('Nyt tilbud på din opgave');
    expect(email.body).toContain('Tømrer Hansen');
    expect(email.html).toContain('<a href="http://localhost:3000/bruger/opgave/7"');
    expect(sms.body).toContain('Ny terrasse');
    await app.close();
  });

  // SQLite renders synchronously between requests, so slices matter there; on PostgreSQL every row
  // awaits the database and the wakes of the 45 sends already interleave with the passes.
  it.skipIf(testOnPostgres)(
    'renders in small slices and comes back at once for the rest, so requests are not kept waiting',
    async () => {
      const app = await buildTestApp();
      for (let n = 0; n < 45; n += 1) await app.mailer.send({ ...mail, to: `kunde${n}@example.dk` });
      const unrendered = async () => (await rows(app)).filter((row) => row.body === null).length;
      await app.delivery.drain();
      expect(await unrendered()).toBeGreaterThan(0);
      expect(await unrendered()).toBeLessThan(45);
      await vi.waitFor(async () => expect(await unrendered()).toBe(0));
      await app.close();
    },
  );

  it('writes a notice in the transaction of its change: rolled back with it', async () => {
    const app = await buildTestApp();
    await expect(
      inTransaction(app.db, async () => {
        await app.mailer.send(mail);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows(app)).toEqual([]);
    await app.close();
  });
});

describe('with a real SMTP server and SMS gateway', () => {
  let smtp: TestSmtp;
  let gateway: TestGateway;
  let app: FastifyInstance;

  beforeAll(async () => {
    [smtp, gateway] = await Promise.all([startSmtpServer(), startSmsGateway()]);
  });
  afterAll(() => Promise.all([smtp.close(), gateway.close()]));
  afterEach(async () => {
    await app.close();
    smtp.messages.length = 0;
    gateway.calls.length = 0;
  });

  const build = async () => {
    app = await buildTestApp({
      smtpUrl: smtp.url,
      smsApiUrl: gateway.url,
      smsApiToken: 'gw-token',
      smsSender: 'Opgavetorv',
      publicUrl: 'https://opgavetorvet.example',
      deliveryIntervalMs: 3_600_000,
    });
    await app.ready();
  };

  it('sends a mail with a Danish subject, a text and an HTML part linking to PUBLIC_URL, and marks it sent', async () => {
    await build();
    await app.mailer.send({ ...mail, link: { path: '/bruger/opgave/7', label: 'Se tilbuddet' } });
    await app.delivery.drain();
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message.subject).toBe('Nyt tilbud på din opgave');
    expect(message.to && 'text' in message.to ? message.to.text : '').toBe('kunde@example.dk');
    expect(message.text).toContain('Du har fået et tilbud.');
    expect(message.text).toContain('Se tilbuddet: https://opgavetorvet.example/bruger/opgave/7');
    expect(message.html).toContain('href="https://opgavetorvet.example/bruger/opgave/7"');
    expect(await rows(app)).toMatchObject([
      { status: 'sent', tries: 1, sentAt: expect.any(Number), error: null },
    ]);
  });

  it('gives an alert the one-click List-Unsubscribe headers of its signed link', async () => {
    await build();
    await app.mailer.send({ ...mail, unsubscribe: { userId: 1, kind: 'job_alert' } });
    await app.delivery.drain();
    const [message] = smtp.messages;
    const url = (await rows(app))[0].unsubscribeUrl!;
    expect(url).toMatch(/^https:\/\/opgavetorvet\.example\/afmeld\?u=1&k=job_alert&s=/);
    const lines = message.headerLines.map((header) => header.line.replace(/\r?\n\s+/g, ' '));
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lines).toContain(`List-Unsubscribe: <${url}>`);
  });

  it("texts through GatewayAPI's mtsms call: the token, the sender and the number with 45 in front", async () => {
    await build();
    await app.sms.send({ to: '+45 22 33 44 55', text: 'Din kode: 123456' });
    await app.delivery.drain();
    expect(gateway.calls).toEqual([
      {
        headers: expect.objectContaining({
          authorization: 'Token gw-token',
          'content-type': 'application/json',
        }),
        body: { sender: 'Opgavetorv', message: 'Din kode: 123456', recipients: [{ msisdn: 4522334455 }] },
      },
    ]);
    expect(await rows(app)).toMatchObject([{ channel: 'sms', status: 'sent', tries: 1 }]);
  });

  it('retries a refusal that may pass later after a growing wait, and sends it once', async () => {
    await build();
    smtp.refuseNext(1, 451);
    await app.mailer.send(mail);
    await app.delivery.drain();
    const [waiting] = await rows(app);
    expect(waiting).toMatchObject({
      status: 'queued',
      tries: 1,
      error: expect.stringContaining('Refused by the test server'),
    });
    expect(waiting.nextAttemptAt).toBeGreaterThanOrEqual(now() + retryDelaySeconds(1) - 1);
    await app.delivery.drain();
    expect(smtp.messages).toHaveLength(0);
    await app.db.update(outbox).set({ nextAttemptAt: 0 }).run();
    await app.delivery.drain();
    expect(smtp.messages).toHaveLength(1);
    expect(await rows(app)).toMatchObject([{ status: 'sent', tries: 2 }]);
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([60, 240, 960, 3840]);
  });

  it('fails a mail the server refuses for good (5xx) at once, with the reason kept', async () => {
    await build();
    smtp.refuseNext(1, 550);
    await app.mailer.send(mail);
    await app.delivery.drain();
    expect(await rows(app)).toMatchObject([
      { status: 'failed', tries: 1, error: expect.stringContaining('Refused by the test server') },
    ]);
  });

  it(`gives up on an SMS after ${MAX_TRIES} tries the gateway answered 500, keeping the last reason`, async () => {
    await build();
    gateway.refuseNext(MAX_TRIES, 500);
    await app.sms.send({ to: '22334455', text: 'Hej' });
    for (let i = 0; i < MAX_TRIES; i += 1) {
      await app.db.update(outbox).set({ nextAttemptAt: 0 }).run();
      await app.delivery.drain();
    }
    expect(await rows(app)).toMatchObject([
      { status: 'failed', tries: MAX_TRIES, error: expect.stringContaining('SMS gateway answered 500') },
    ]);
    await app.db.update(outbox).set({ nextAttemptAt: 0 }).run();
    await app.delivery.drain();
    expect(gateway.calls).toEqual([]);
  });

  it('never sends a row twice: passes at the same time share the rows, and a claim left by a stopped process is sent once after its lease', async () => {
    await build();
    for (let i = 0; i < 5; i += 1) await app.mailer.send({ ...mail, to: `k${i}@example.dk` });
    await Promise.all([app.delivery.drain(), app.delivery.drain(), app.delivery.drain()]);
    expect(smtp.messages.map((m) => m.subject)).toHaveLength(5);

    await app.mailer.send({ ...mail, to: 'afbrudt@example.dk' });
    const row = (await rows(app)).at(-1)!;
    const claimedAt = now() - CLAIM_LEASE_SECONDS - 1;
    await app.db
      .update(outbox)
      .set({
        status: 'sending',
        tries: 1,
        claimedAt,
        claimedBy: 'a stopped process',
        handedOverAt: claimedAt,
      })
      .where(eq(outbox.id, row.id))
      .run();
    await app.delivery.drain();
    await app.delivery.drain();
    expect(smtp.messages.map((m) => (m.to && 'text' in m.to ? m.to.text : '')).sort()).toEqual([
      'afbrudt@example.dk',
      ...[0, 1, 2, 3, 4].map((i) => `k${i}@example.dk`),
    ]);
    expect((await rows(app)).at(-1)).toMatchObject({ status: 'sent', tries: 2, claimedBy: null });
  });
});
