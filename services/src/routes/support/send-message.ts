// POST /firma/send_support_message: the company appends a non-empty message to its own support
// case (another company's case → 404, unchanged); the case opens again; html is the new message.
import { createElement } from 'react';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SupportMessageBody, SupportMessageReply, errorResponses } from '@opgavetorvet/contracts';
import { fragmentT } from '../../lib/fragment-translator.js';
import { nowSeconds } from '../../lib/danish.js';
import { renderHtml } from '../../lib/html.js';
import { appendMessage } from './queries.js';
import { SupportMessageItem } from './support-thread.js';
import { tellAdmins } from '../../lib/help/tell-admins.js';

const sendMessageRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma/send_support_message',
    {
      schema: {
        tags: ['support'],
        summary: 'Append a message to an own support case',
        body: SupportMessageBody,
        response: { 200: SupportMessageReply, ...errorResponses },
      },
    },
    async (request) => {
      const { supportcase_id: caseId, supportcase_message: text } = request.body;
      const message = await appendMessage(fastify.db, request.company.id, caseId, text.trim(), nowSeconds());
      await tellAdmins(fastify);
      return {
        success: true,
        html: renderHtml(
          createElement(SupportMessageItem, { t: fragmentT(request), lang: request.lang, message }),
        ),
      };
    },
  );
};

export default sendMessageRoute;
