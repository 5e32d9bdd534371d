// Messages between customers and companies (SPEC §7): writing and declining, the customer's
// thread modal, the messages modal, the unread red dot and the company's list of conversations.
// The customer's thread modal is in a customerScope and the company's list in a companyScope; the
// calls both sides make (writing, the messages modal, the red dot) keep their route's requireRole.
import type { FastifyPluginAsync } from 'fastify';
import { companyScope, customerScope } from '../../plugins/app/scopes.js';
import companyConversationsRoute from './company-conversations.js';
import messageListRoute from './message-list.js';
import newMessageRoute from './new-message.js';
import redDotRoute from './red-dot.js';
import threadModalRoute from './thread-modal.js';

const messagesArea: FastifyPluginAsync = async (fastify) => {
  await fastify.register(newMessageRoute);
  await fastify.register(customerScope, { routes: [threadModalRoute] });
  await fastify.register(messageListRoute);
  await fastify.register(redDotRoute);
  await fastify.register(companyScope, { routes: [companyConversationsRoute] });
};

export default messagesArea;
