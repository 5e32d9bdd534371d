// POST /bruger2/show_message_modal: the messages modal with one customer's conversations. The
// customer sees their own (user_id must be theirs); a company sees only its conversations with
// that customer. Opening it marks the other side's messages read. An erased company is named
// "Slettet bruger" (issue 32).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createElement } from 'react';
import { MessageListBody, MessageListReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { mustBeLoggedIn } from '../../plugins/app/auth.js';
import { renderFragment } from '../../lib/fragment-translator.js';
import { shownName } from '../../lib/personal-data/shown-name.js';
import { sideOf } from '../../lib/contact-side.js';
import { ConversationList } from './components/conversation-list.js';
import { conversationsWith } from './queries.js';
import { markRead, threadOf } from '../../db/queries/messages.js';

const messageListRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    '/bruger2/show_message_modal',
    {
      preHandler: fastify.requireRole(['user', 'company']),
      schema: {
        tags: ['messages'],
        summary: "A customer's message list (the customer's own, or a company's conversations with them)",
        body: MessageListBody,
        response: { 200: MessageListReply, ...errorResponses },
      },
    },
    async (request) => {
      const side = sideOf(mustBeLoggedIn(request));
      const userId = request.body.user_id;
      if ('userId' in side && side.userId !== userId) throw new AppError(403, 'errors:::forbidden');
      const conversations = (await conversationsWith(db, userId, side)).map((conversation) => ({
        ...conversation,
        companyName: shownName(conversation.companyName, request.t.bind(request)),
      }));
      if ('companyId' in side && conversations.length === 0)
        throw new AppError(404, 'errors:::conversation_not_found');
      const ids = conversations.map((c) => c.contactId);
      const messages = await threadOf(db, ids, side);
      const reader = 'userId' in side ? ('user' as const) : ('company' as const);
      const html = renderFragment(request, (t) =>
        createElement(ConversationList, { t, lang: request.lang, conversations, messages, reader }),
      );
      await markRead(db, ids, side);
      return { type: 'success' as const, html };
    },
  );
};

export default messageListRoute;
