// Messages between customers and companies (SPEC §7): writing and declining, the customer's
// thread modal, the messages modal, the unread red dot, and the inbox of either side (issue 32: its
// threads a page at a time, one thread's head and one thread's read mark). The customer's thread
// modal is in a customerScope; the calls both sides make keep their route's requireRole.
import type { FastifyPluginAsync } from 'fastify';
import { customerScope } from '../../plugins/app/scopes.js';
import inboxRoute from './inbox.js';
import messageListRoute from './message-list.js';
import newMessageRoute from './new-message.js';
import redDotRoute from './red-dot.js';
import threadHeadRoute from './thread-head.js';
import threadModalRoute from './thread-modal.js';
import threadReadRoute from './thread-read.js';

const messagesArea: FastifyPluginAsync = async (fastify) => {
  await fastify.register(newMessageRoute);
  await fastify.register(customerScope, { routes: [threadModalRoute] });
  await fastify.register(messageListRoute);
  await fastify.register(redDotRoute);
  await fastify.register(inboxRoute);
  await fastify.register(threadHeadRoute);
  await fastify.register(threadReadRoute);
};

export default messagesArea;
