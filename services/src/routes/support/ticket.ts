// POST /ajax/firma/sendtiketstatus: the company answers the ticket on an overdue job it won: a
// non-empty status text on its own winning contact of that job whose expected end has passed.
// company_id must be the caller's own (403); another contact → 404; not overdue → 409.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TicketBody, TicketReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { insertTicket, ticketContact } from './queries.js';
import { isOverdue } from '../../lib/won-jobs.js';
import { tellAdmins } from '../../lib/help/tell-admins.js';

const ticketRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/sendtiketstatus',
    {
      schema: {
        tags: ['support'],
        summary: 'Send a status on an overdue won job',
        body: TicketBody,
        response: { 200: TicketReply, ...errorResponses },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const { text, job_id: jobId, company_id: claimed, contact_id: contactId } = request.body;
      if (claimed !== companyId) throw new AppError(403, 'errors:::forbidden');
      const contact = await ticketContact(fastify.db, companyId, jobId, contactId);
      if (!contact) throw new AppError(404, 'errors:::contact_not_found');
      const now = nowSeconds();
      if (!isOverdue(contact, now)) throw new AppError(409, 'errors:::ticket_not_overdue');
      await insertTicket(fastify.db, { jobId, companyId, contactId, text: text.trim(), createdAt: now });
      await tellAdmins(fastify);
      return { success: true };
    },
  );
};

export default ticketRoute;
