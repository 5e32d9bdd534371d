// GET /api/admin/annulleringer: cancellation requests of companies awaiting the administrator's
// decision, oldest first, with the job, the company and the customer they concern, the reason
// category and whether the customer wants a new company.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { CancellationsReply, errorResponses, type CancellationItem } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { cancellations, contacts, jobs } from '../../db/schema/index.js';
import { customers, requestColumns, withJobAndCompany } from './cancellation-joins.js';

export async function pendingCancellations(db: Db): Promise<CancellationItem[]> {
  const query = db
    .select({
      cancellation_id: cancellations.id,
      contact_id: contacts.id,
      ...requestColumns,
    })
    .from(cancellations)
    .$dynamic();
  return await withJobAndCompany(query)
    .innerJoin(customers, eq(customers.id, jobs.userId))
    .where(eq(cancellations.status, 'pending'))
    .orderBy(asc(cancellations.createdAt), asc(cancellations.id))
    .all();
}

const cancellationsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/annulleringer',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancellation requests awaiting a decision',
        response: {
          200: CancellationsReply,
          401: errorResponses[401],
          403: errorResponses[403],
          429: errorResponses[429],
        },
      },
    },
    async () => ({ items: await pendingCancellations(fastify.db) }),
  );
};

export default cancellationsRoute;
