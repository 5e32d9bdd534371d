// The support area (SPEC §7): a company's support cases and threads, tickets on its overdue won
// jobs, the complaint form anyone may send about a company, and a customer's own complaints with
// Opgavetorvet's answers.
import type { FastifyPluginAsync } from 'fastify';
import supportCasesRoutes from './create-case.js';
import sendMessageRoute from './send-message.js';
import threadRoute from './thread.js';
import ticketRoute from './ticket.js';
import complaintRoute from './complaint.js';
import ownComplaintsRoute from './own-complaints.js';

const support: FastifyPluginAsync = async (fastify) => {
  await fastify.register(supportCasesRoutes);
  await fastify.register(sendMessageRoute);
  await fastify.register(threadRoute);
  await fastify.register(ticketRoute);
  await fastify.register(complaintRoute);
  await fastify.register(ownComplaintsRoute);
};

export default support;
