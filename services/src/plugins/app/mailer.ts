// Outgoing e-mail and SMS are only written here: `fastify.mailer.send()` and `fastify.sms.send()`
// add a queued row to the outbox holding the notice as given (texts or their translation keys, the
// link's path, the unsubscribe kind) — in the caller's transaction, so a notice exists exactly when
// the change it reports does. Writing is one prepared insert; the words, the HTML part and the
// absolute links are made by `renderPending()`, which the delivery worker runs at the start of each
// sending step (and tests and the outbox page may run at any time).
import fp from 'fastify-plugin';
import type { Db } from '../../db/open.js';
import {
  composeMail,
  wordsOf,
  type ComposeContext,
  type Notice,
  type NoticeText,
} from '../../lib/notices/compose.js';
import { hasOptedOut } from '../../lib/notices/unsubscribe.js';

export type MailMessage = Notice;

export interface SmsMessage {
  to: string;
  text: NoticeText;
}

/** Writes the rows; `db` is the caller's transaction when the notice belongs to a change. */
export interface Mailer {
  send(message: MailMessage, db?: Db): void;
  /** Renders the queued rows not rendered yet, all of them or at most `limit`; true when more wait. */
  renderPending(limit?: number): boolean;
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

interface UnrenderedRow {
  id: number;
  channel: 'email' | 'sms';
  notice: string;
}

/** The rows rendered in one transaction. */
const RENDER_BATCH = 200;
/** The rows the worker renders in one step (a few ms), so requests are not kept waiting. */
export const WORKER_RENDER_SLICE = 20;

/** The two queue writers over one database; `wake` tells the delivery worker a row is waiting. */
export function outboxQueues(
  db: Db,
  context: ComposeContext,
  wake: () => void,
): { mailer: Mailer; sms: SmsQueue } {
  const insert = db.$client.prepare<[string, string, string, string | null]>(
    'insert into outbox (channel, recipient, notice, kind) values (?, ?, ?, ?)',
  );
  const unrendered = db.$client.prepare<[number], UnrenderedRow>(
    'select id, channel, notice from outbox where body is null and notice is not null order by id limit ?',
  );
  const renderMail = db.$client.prepare<[string, string, string, string | null, number]>(
    'update outbox set subject = ?, body = ?, html = ?, unsubscribe_url = ? where id = ? and body is null',
  );
  const renderSms = db.$client.prepare<[string, number]>(
    'update outbox set body = ? where id = ? and body is null',
  );
  const renderPending = (limit = Infinity): boolean => {
    let left = limit;
    for (;;) {
      const rows = unrendered.all(Math.min(RENDER_BATCH, left) + 1);
      const more = rows.length > Math.min(RENDER_BATCH, left);
      if (more) rows.pop();
      db.$client
        .transaction(() => {
          for (const row of rows) {
            if (row.channel === 'sms') {
              renderSms.run(wordsOf((JSON.parse(row.notice) as SmsMessage).text, context), row.id);
            } else {
              const mail = composeMail(JSON.parse(row.notice) as Notice, context);
              renderMail.run(mail.subject, mail.text, mail.html, mail.unsubscribeUrl, row.id);
            }
          }
        })
        .immediate();
      left -= rows.length;
      if (!more || left <= 0) return more;
    }
  };
  return {
    mailer: {
      send(message, tx = db) {
        if (message.unsubscribe && hasOptedOut(tx, message.unsubscribe.userId, message.unsubscribe.kind))
          return;
        insert.run('email', message.to, JSON.stringify(message), message.unsubscribe?.kind ?? null);
        wake();
      },
      renderPending,
    },
    sms: {
      send(message) {
        insert.run('sms', message.to, JSON.stringify({ to: message.to, text: message.text }), null);
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
    fastify.delivery.addStep(() => queues.mailer.renderPending(WORKER_RENDER_SLICE), 'render');
  },
  { name: 'mailer', dependencies: ['config', 'db', 'i18n', 'session', 'delivery'] },
);
