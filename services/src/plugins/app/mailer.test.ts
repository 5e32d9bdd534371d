// Rules of outgoing messages: without SMTP_URL mail is queued in the outbox; with it, a send that
// fails is kept as a failed outbox row and the caller still gets its answer; SMS goes through the
// SmsProvider given to buildApp (the outbox one by default).
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../db/schema/index.js';
import { buildTestApp } from '../../test/helpers.js';
import type { SmsMessage } from './mailer.js';

let app: FastifyInstance;
afterEach(() => app.close());

describe('fastify.mailer and fastify.sms', () => {
  it('queues mail and SMS in the outbox when no SMTP server is configured', async () => {
    app = await buildTestApp();
    await app.ready();
    await app.mailer.send({ to: 'a@b.dk', subject: 'Emne', text: 'Tekst' });
    await app.sms.send({ to: '12345678', text: 'Kode 123456' });
    const rows = app.db.select().from(outbox).all();
    expect(rows).toMatchObject([
      { channel: 'email', recipient: 'a@b.dk', subject: 'Emne', body: 'Tekst', status: 'queued' },
      { channel: 'sms', recipient: '12345678', body: 'Kode 123456', status: 'queued' },
    ]);
  });

  it('records a failed SMTP send in the outbox without failing the caller', async () => {
    app = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    await app.ready();
    await app.mailer.send({ to: 'a@b.dk', subject: 'Emne', text: 'Tekst' });
    expect(app.db.select().from(outbox).get()).toMatchObject({ channel: 'email', status: 'failed' });
  });

  it('sends SMS through the SmsProvider given to buildApp', async () => {
    const sent: SmsMessage[] = [];
    app = await buildTestApp({ smsProvider: { send: async (message) => void sent.push(message) } });
    await app.ready();
    await app.sms.send({ to: '12345678', text: 'Hej' });
    expect(sent).toEqual([{ to: '12345678', text: 'Hej' }]);
    expect(app.db.select().from(outbox).all()).toHaveLength(0);
  });
});
