// GET /api/bruger/klager: the logged-in customer's own complaints, newest first, each with its
// thread (the complaint, then Opgavetorvet's answers) — where the customer reads the answer.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { OwnComplaintsReply, errorResponses } from '@opgavetorvet/contracts';
import { complaints } from '../../db/schema/index.js';
import { complaintThread } from '../../lib/help/threads.js';

const ownComplaintsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/bruger/klager',
    {
      schema: {
        tags: ['support'],
        summary: "The customer's own complaints with Opgavetorvet's answers",
        response: {
          200: OwnComplaintsReply,
          401: errorResponses[401],
          403: errorResponses[403],
          429: errorResponses[429],
        },
      },
    },
    async (request) => {
      const user = request.customer;
      const rows = await fastify.db
        .select({
          id: complaints.id,
          companyName: complaints.companyName,
          status: complaints.status,
          createdAt: complaints.createdAt,
        })
        .from(complaints)
        .where(eq(complaints.userId, user.id))
        .orderBy(desc(complaints.createdAt), desc(complaints.id))
        .limit(100)
        .all();
      return {
        complaints: await Promise.all(
          rows.map(async (row) => ({
            complaint_id: row.id,
            company_name: row.companyName,
            status: row.status,
            created_at: row.createdAt,
            messages: await complaintThread(fastify.db, row.id),
          })),
        ),
      };
    },
  );
};

export default ownComplaintsRoute;
