// GET /api/admin/annulleringer/afgjorte: the cancellation requests already decided, newest decision
// first (the latest 200), with who decided, when, the decision and its reason, beside the request's
// own reason, category and whether the customer wants a new company.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq, inArray } from 'drizzle-orm';
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
      status: cancellations.status,
      decision_reason: cancellations.decisionReason,
      decided_by: deciders.name,
      decided_at: cancellations.decidedAt,
    })
    .from(cancellations)
    .$dynamic();
  const rows = await withJobAndCompany(query)
    .innerJoin(customers, eq(customers.id, jobs.userId))
    .leftJoin(deciders, eq(deciders.id, cancellations.decidedByUserId))
    .where(inArray(cancellations.status, ['approved', 'rejected']))
    .orderBy(desc(cancellations.decidedAt), desc(cancellations.id))
    .limit(DECIDED_LIMIT)
    .all();
  return rows.map((row) => ({
    ...row,
    status: row.status === 'approved' ? ('approved' as const) : ('rejected' as const),
    decision_reason: row.decision_reason ?? '',
    decided_by: row.decided_by ?? '',
    decided_at: row.decided_at ?? row.created_at,
  }));
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
