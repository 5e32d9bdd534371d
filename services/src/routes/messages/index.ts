// Messages between customers and companies (SPEC §7): writing and declining, the customer's
// thread modal, the messages modal, the unread red dot and the company's list of conversations.
import type { FastifyPluginAsync } from 'fastify';
import companyConversationsRoute from './company-conversations.js';
import messageListRoute from './message-list.js';
import newMessageRoute from './new-message.js';
import redDotRoute from './red-dot.js';
import threadModalRoute from './thread-modal.js';

const messagesArea: FastifyPluginAsync = async (fastify) => {
  await fastify.register(newMessageRoute);
  await fastify.register(threadModalRoute);
  await fastify.register(messageListRoute);
  await fastify.register(redDotRoute);
  await fastify.register(companyConversationsRoute);
};

export default messagesArea;
