// Outgoing e-mail and SMS are only written here: `fastify.mailer.send()` and `fastify.sms.send()`
// add a queued row to the outbox holding the notice as given (texts or their translation keys, the
// link's path, the unsubscribe kind) — in the caller's transaction, so a notice exists exactly when
// the change it reports does. Writing is one prepared insert; the words, the HTML part and the
// absolute links are made by the delivery worker's render step before it sends: on the render
// thread (RENDER_THREAD, the default), or between requests. `renderPending()` renders what waits at
// once, in this thread (tests and the outbox page).
import fp from 'fastify-plugin';
import { inTransaction } from '../../lib/transaction.js';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { outbox } from '../../db/schema/index.js';
import type { ComposeContext, Notice, NoticeText } from '../../lib/notices/compose.js';
import { renderRow, type QueuedNotice, type RenderedNotice } from '../../lib/notices/render-row.js';
import { renderThread } from '../../lib/notices/render-thread-client.js';
import { hasOptedOut } from '../../lib/notices/unsubscribe.js';

export type MailMessage = Notice;

export interface SmsMessage {
  to: string;
  text: NoticeText;
}

/** Writes the rows; `db` is the caller's transaction when the notice belongs to a change. */
export interface Mailer {
  send(message: MailMessage, db?: Db): Promise<void>;
  /** Renders the queued rows not rendered yet, all of them or at most `limit`; true when more wait. */
  renderPending(limit?: number): Promise<boolean>;
}
export interface SmsQueue {
  send(message: SmsMessage, db?: Db): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    sms: SmsQueue;
  }
}

/** The rows rendered in one transaction. */
const RENDER_BATCH = 200;
/** The rows the worker renders in one step between requests (a few ms), so requests are not kept waiting. */
export const WORKER_RENDER_SLICE = 20;
/** The rows sent to the render thread at once: it renders beside the requests, so the slice can be larger. */
export const THREAD_RENDER_SLICE = 100;

const placeholder = sql.placeholder;

/** The queued rows' statements and how a rendered row is written (in the caller's transaction). */
function renderStatements(db: Db) {
  const unrendered = db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      // The queued JSON as stored: the renderer (maybe on its thread) parses it.
      notice: sql<string>`${outbox.notice}`,
    })
    .from(outbox)
    .where(and(isNull(outbox.body), isNotNull(outbox.notice)))
    .orderBy(asc(outbox.id))
    .limit(placeholder('limit'))
    .prepare();
  const notRendered = and(eq(outbox.id, placeholder('id')), isNull(outbox.body));
  const rendered = db
    .update(outbox)
    .set({
      subject: sql`${placeholder('subject')}`,
      body: sql`${placeholder('body')}`,
      html: sql`${placeholder('html')}`,
      unsubscribeUrl: sql`${placeholder('unsubscribeUrl')}`,
    })
    .where(notRendered)
    .prepare();
  const unrenderable = db
    .update(outbox)
    .set({ status: 'failed', body: '', error: sql`${placeholder('error')}` })
    .where(notRendered)
    .prepare();
  /** At most `limit` waiting rows, and whether more wait after them. */
  const waiting = async (limit: number): Promise<{ rows: QueuedNotice[]; more: boolean }> => {
    const rows: QueuedNotice[] = await unrendered.all({ limit: limit + 1 });
    const more = rows.length > limit;
    if (more) rows.pop();
    return { rows, more };
  };
  const write = async (results: RenderedNotice[]) =>
    await inTransaction(db, async () => {
      for (const result of results) {
        if ('error' in result)
          await unrenderable.run({ error: `could not be rendered: ${result.error}`, id: result.id });
        else
          await rendered.run({
            subject: result.subject,
            body: result.body,
            html: result.html,
            unsubscribeUrl: result.unsubscribeUrl,
            id: result.id,
          });
      }
    });
  return { waiting, write };
}

/** The two queue writers over one database; `wake` tells the delivery worker a row is waiting. */
export function outboxQueues(
  db: Db,
  context: ComposeContext,
  wake: () => void,
): { mailer: Mailer; sms: SmsQueue; renderStatements: ReturnType<typeof renderStatements> } {
  const insert = db
    .insert(outbox)
    .values({
      channel: placeholder('channel'),
      recipient: placeholder('recipient'),
      notice: placeholder('notice'),
      kind: placeholder('kind'),
    })
    .prepare();
  /** Queues one row; the notice column stores the object as JSON text. */
  const queue = (channel: 'email' | 'sms', recipient: string, notice: object, kind: string | null) =>
    insert.run({ channel, recipient, notice, kind });
  const statements = renderStatements(db);
  const renderPending = async (limit = Infinity): Promise<boolean> => {
    let left = limit;
    for (;;) {
      const { rows, more } = await statements.waiting(Math.min(RENDER_BATCH, left));
      await statements.write(rows.map((row) => renderRow(row, context)));
      left -= rows.length;
      if (!more || left <= 0) return more;
    }
  };
  return {
    mailer: {
      async send(message, tx = db) {
        if (
          message.unsubscribe &&
          (await hasOptedOut(tx, message.unsubscribe.userId, message.unsubscribe.kind))
        )
          return;
        await queue('email', message.to, message, message.unsubscribe?.kind ?? null);
        wake();
      },
      renderPending,
    },
    renderStatements: statements,
    sms: {
      async send(message) {
        await queue('sms', message.to, { to: message.to, text: message.text }, null);
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
    if (!fastify.config.renderThread) {
      fastify.delivery.addStep(() => queues.mailer.renderPending(WORKER_RENDER_SLICE), 'render');
      return;
    }
    // The words and HTML are made on the render thread; only the reads and writes stay here.
    const renderer = renderThread({
      localesDir: fastify.config.localesDir,
      publicUrl: fastify.config.publicUrl,
      signerKey: fastify.linkSigner.key,
    });
    const { waiting, write } = queues.renderStatements;
    fastify.delivery.addStep(async () => {
      const { rows, more } = await waiting(THREAD_RENDER_SLICE);
      if (rows.length > 0) await write(await renderer.render(rows));
      return more;
    }, 'render');
    fastify.addHook('onClose', () => renderer.close());
  },
  { name: 'mailer', dependencies: ['config', 'db', 'i18n', 'session', 'delivery'] },
);
