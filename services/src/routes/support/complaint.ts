// POST /bruger/complaintsend: anyone (logged in or not) complains about a company. All three
// fields are required with SPEC §5's texts; the complaint is stored, linked to the company when a
// profile has that name, and to the account when someone is logged in. Limited per address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ComplaintBody, ComplaintReply, errorResponses } from '@opgavetorvet/contracts';
import { insertComplaint } from './queries.js';
import { tellAdmins } from '../../lib/help/tell-admins.js';

/** Per address: the form is open to visitors. */
const complaintLimit = { max: 20, timeWindow: 15 * 60 * 1000 };

const complaintRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/bruger/complaintsend',
    {
      config: { rateLimit: complaintLimit },
      schema: {
        tags: ['support'],
        summary: 'Complain about a company',
        body: ComplaintBody,
        response: { 200: ComplaintReply, ...errorResponses },
      },
    },
    async (request) => {
      const { company_name: companyName, text, user_name: userName } = request.body;
      await insertComplaint(fastify.db, {
        userId: request.currentUser?.id ?? null,
        companyName,
        userName: userName.trim(),
        text: text.trim(),
      });
      await tellAdmins(fastify);
      return {
        result: 'success' as const,
        type: 'success' as const,
        message: request.t('notices:::complaint_received'),
      };
    },
  );
};

export default complaintRoute;
