// Outgoing e-mail and SMS. `fastify.mailer.send()` goes through nodemailer's SMTP transport when
// SMTP_URL is set, otherwise into the `outbox` table (channel 'email'); either way the outbox keeps
// a row. `fastify.sms.send()` goes to an SmsProvider; the default one writes to the outbox.
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/open.js';
import { outbox } from '../../db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface SmsMessage {
  to: string;
  text: string;
}
/** Anything that can deliver a text message; a real gateway replaces the outbox one in production. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    sms: SmsProvider;
  }
}

const MAIL_FROM = 'Opgavetorvet <noreply@opgavetorvet.dk>';
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The default SMS provider: queues the message in the outbox for a later sender. */
export function outboxSmsProvider(db: Db): SmsProvider {
  return {
    async send({ to, text }) {
      db.insert(outbox).values({ channel: 'sms', recipient: to, body: text }).run();
    },
  };
}

function outboxMailer(db: Db): Mailer {
  return {
    async send({ to, subject, text }) {
      db.insert(outbox).values({ channel: 'email', recipient: to, subject, body: text }).run();
    },
  };
}

function smtpMailer(db: Db, smtpUrl: string, log: { error(obj: object, msg: string): void }): { mailer: Mailer; close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  const mailer: Mailer = {
    async send({ to, subject, text }) {
      const row = { channel: 'email' as const, recipient: to, subject, body: text };
      try {
        await transport.sendMail({ from: MAIL_FROM, to, subject, text });
        db.insert(outbox).values({ ...row, status: 'sent', sentAt: nowSeconds() }).run();
      } catch (err) {
        // The caller's reply does not depend on the mail server; the row lets someone resend it.
        log.error({ err }, 'sending mail failed');
        db.insert(outbox).values({ ...row, status: 'failed', error: String(err) }).run();
      }
    },
  };
  return { mailer, close: () => transport.close() };
}

export interface MailerPluginOptions {
  smsProvider?: SmsProvider;
}

export default fp<MailerPluginOptions>(
  async (fastify, options) => {
    if (fastify.config.smtpUrl) {
      const smtp = smtpMailer(fastify.db, fastify.config.smtpUrl, fastify.log);
      fastify.decorate('mailer', smtp.mailer);
      fastify.addHook('onClose', async () => smtp.close());
    } else {
      fastify.decorate('mailer', outboxMailer(fastify.db));
    }
    fastify.decorate('sms', options.smsProvider ?? outboxSmsProvider(fastify.db));
  },
  { name: 'mailer', dependencies: ['config', 'db'] },
);
