// GET /api/bruger/klager: the logged-in customer's own complaints, newest first, each with its
// thread (the complaint, then Opgavetorvet's answers) — where the customer reads the answer. Two
// statements however many complaints: the complaints, then every answer on them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { OwnComplaintsReply, errorResponses } from '@opgavetorvet/contracts';
import { complaints } from '../../db/schema/index.js';
import { complaintThreads } from '../../lib/help/threads.js';

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
          complaint_id: complaints.id,
          company_name: complaints.companyName,
          status: complaints.status,
          created_at: complaints.createdAt,
          body: complaints.text,
        })
        .from(complaints)
        .where(eq(complaints.userId, user.id))
        .orderBy(desc(complaints.createdAt), desc(complaints.id))
        .limit(100)
        .all();
      const threads = await complaintThreads(fastify.db, rows);
      return {
        complaints: rows.map(({ body: _text, ...complaint }) => ({
          ...complaint,
          messages: threads.get(complaint.complaint_id) ?? [],
        })),
      };
    },
  );
};

export default ownComplaintsRoute;
