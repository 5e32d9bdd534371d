// The support area (SPEC §7): a company's support cases and threads, tickets on its overdue won
// jobs, the complaint form anyone may send about a company, and a customer's own complaints with
// Opgavetorvet's answers. The company's calls are in a companyScope, the customer's in a
// customerScope; the complaint form is open.
import type { FastifyPluginAsync } from 'fastify';
import { companyScope, customerScope } from '../../plugins/app/scopes.js';
import supportCasesRoutes from './create-case.js';
import sendMessageRoute from './send-message.js';
import threadRoute from './thread.js';
import ticketRoute from './ticket.js';
import complaintRoute from './complaint.js';
import ownComplaintsRoute from './own-complaints.js';

const support: FastifyPluginAsync = async (fastify) => {
  await fastify.register(companyScope, {
    routes: [supportCasesRoutes, sendMessageRoute, threadRoute, ticketRoute],
  });
  await fastify.register(complaintRoute);
  await fastify.register(customerScope, { routes: [ownComplaintsRoute] });
};

export default support;
