// Outgoing e-mail and SMS are only written here: `fastify.mailer.send()` composes the mail (text
// and HTML part, links from PUBLIC_URL, unsubscribe link) and `fastify.sms.send()` takes the text,
// and both add a queued row to the outbox — in the caller's transaction when it passes one, so a
// notice exists exactly when the change it reports does. The delivery worker (delivery.ts) sends.
import fp from 'fastify-plugin';
import type { Db } from '../../db/open.js';
import { outbox } from '../../db/schema/index.js';
import { composeMail, type ComposeContext, type Notice } from '../../lib/notices/compose.js';
import { hasOptedOut } from '../../lib/notices/unsubscribe.js';

export type MailMessage = Notice;

export interface SmsMessage {
  to: string;
  text: string;
}

/** Writes the rows; `db` is the caller's transaction when the notice belongs to a change. */
export interface Mailer {
  send(message: MailMessage, db?: Db): void;
}
export interface SmsQueue {
  send(message: SmsMessage, db?: Db): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    sms: SmsQueue;
  }
}

/** The two queue writers over one database; `wake` tells the delivery worker a row is waiting. */
export function outboxQueues(
  db: Db,
  context: ComposeContext,
  wake: () => void,
): { mailer: Mailer; sms: SmsQueue } {
  return {
    mailer: {
      send(message, tx = db) {
        if (message.unsubscribe && hasOptedOut(tx, message.unsubscribe.userId, message.unsubscribe.kind))
          return;
        const mail = composeMail(message, context);
        tx.insert(outbox)
          .values({
            channel: 'email',
            recipient: mail.to,
            subject: mail.subject,
            body: mail.text,
            html: mail.html,
            kind: mail.kind,
            unsubscribeUrl: mail.unsubscribeUrl,
          })
          .run();
        wake();
      },
    },
    sms: {
      send({ to, text }, tx = db) {
        tx.insert(outbox).values({ channel: 'sms', recipient: to, body: text }).run();
        wake();
      },
    },
  };
}

export default fp(
  async (fastify) => {
    const context: ComposeContext = {
      lang: 'da-DK',
      publicUrl: fastify.config.publicUrl,
      signer: fastify.linkSigner,
      t: (key, params) => fastify.translate('da-DK', key, params),
    };
    const queues = outboxQueues(fastify.db, context, () => fastify.delivery.wake());
    fastify.decorate<Mailer>('mailer', queues.mailer);
    fastify.decorate<SmsQueue>('sms', queues.sms);
  },
  { name: 'mailer', dependencies: ['config', 'db', 'i18n', 'session', 'delivery'] },
);
