// GET /api/admin/udbakke: the outbox of e-mail and SMS for the administrator, newest first, 25 a
// page, filtered by state and channel, with how many rows are in each state. Without SMTP_URL /
// SMS_API_URL nothing is sent, so this is where a demo shows what would have gone out. The mail's
// HTML part stays on the server; the text part is what the page shows.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  OutboxQuery,
  OutboxReply,
  errorResponses,
  type OutboxCounts,
  type OutboxRow,
} from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { OUTBOX_STATES, outbox } from '../../db/schema/index.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

export const OUTBOX_PAGE_SIZE = 25;

export interface OutboxFilter {
  status?: OutboxRow['state'];
  channel?: OutboxRow['channel'];
}

/** One page of outbox rows matching the filter, newest first, and how many match. */
export async function outboxPage(
  db: Db,
  filter: OutboxFilter,
  page: number,
): Promise<{ rows: OutboxRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(outbox.status, filter.status));
  if (filter.channel) conditions.push(eq(outbox.channel, filter.channel));
  const where = conditions.length ? and(...conditions) : undefined;
  const total = (await db.select({ n: count() }).from(outbox).where(where).get())?.n ?? 0;
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: sql<string>`coalesce(${outbox.body}, '')`,
      state: outbox.status,
      tries: outbox.tries,
      error: outbox.error,
      created_at: outbox.createdAt,
      sent_at: outbox.sentAt,
      next_attempt_at: outbox.nextAttemptAt,
    })
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE)
    .all();
  return { rows, total };
}

/** How many rows are in each state, over the whole outbox. */
export async function outboxCounts(db: Db): Promise<OutboxCounts> {
  const counts: OutboxCounts = { queued: 0, sending: 0, sent: 0, failed: 0 };
  const byState = await db
    .select({ state: outbox.status, n: count() })
    .from(outbox)
    .groupBy(outbox.status)
    .all();
  for (const { state, n } of byState) if (OUTBOX_STATES.includes(state)) counts[state] = n;
  return counts;
}

const outboxRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/udbakke',
    {
      schema: {
        tags: ['admin'],
        summary: 'The outbox of e-mail and SMS, newest first',
        querystring: OutboxQuery,
        response: { ...scopedResponses(OutboxReply), 429: errorResponses[429] },
      },
    },
    async (request) => {
      const { status, channel } = request.query;
      const page = request.query.page ?? 1;
      // A row queued a moment ago may not be rendered yet: the page shows its words all the same.
      await fastify.mailer.renderPending();
      const { rows, total } = await outboxPage(fastify.db, { status, channel }, page);
      return { rows, page, page_size: OUTBOX_PAGE_SIZE, total, counts: await outboxCounts(fastify.db) };
    },
  );
};

export default outboxRoute;
