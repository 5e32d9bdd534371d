// GET /api/admin/annulleringer/afgjorte: the cancellation requests already decided, newest decision
// first (the latest 200), with who decided, when, the decision and its reason, beside the request's
// own reason, category and whether the customer wants a new company.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import {
  DecidedCancellationsReply,
  errorResponses,
  type DecidedCancellationItem,
} from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { cancellations, jobs, users } from '../../db/schema/index.js';
import { customers, requestColumns, withJobAndCompany } from './cancellation-joins.js';

const deciders = alias(users, 'deciders');
export const DECIDED_LIMIT = 200;

export async function decidedCancellations(db: Db): Promise<DecidedCancellationItem[]> {
  const query = db
    .select({
      cancellation_id: cancellations.id,
      ...requestColumns,
      status: sql<DecidedCancellationItem['status']>`${cancellations.status}`,
      decision_reason: sql<string>`coalesce(${cancellations.decisionReason}, '')`,
      decided_by: sql<string>`coalesce(${deciders.name}, '')`,
      decided_at: sql<number>`coalesce(${cancellations.decidedAt}, ${cancellations.createdAt})`,
    })
    .from(cancellations)
    .$dynamic();
  return await withJobAndCompany(query)
    .innerJoin(customers, eq(customers.id, jobs.userId))
    .leftJoin(deciders, eq(deciders.id, cancellations.decidedByUserId))
    .where(inArray(cancellations.status, ['approved', 'rejected']))
    .orderBy(desc(cancellations.decidedAt), desc(cancellations.id))
    .limit(DECIDED_LIMIT)
    .all();
}

const decidedCancellationsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/annulleringer/afgjorte',
    {
      schema: {
        tags: ['admin'],
        summary: 'Decided cancellation requests: who decided, when, the decision and its reason',
        response: {
          200: DecidedCancellationsReply,
          401: errorResponses[401],
          403: errorResponses[403],
          429: errorResponses[429],
        },
      },
    },
    async () => ({ items: await decidedCancellations(fastify.db) }),
  );
};

export default decidedCancellationsRoute;
