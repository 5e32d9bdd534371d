// POST /firma/modal_support_messages: the thread of one of the company's own support cases as html
// (another company's case → 404).
import { createElement } from 'react';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SupportThreadBody, SupportThreadReply, errorResponses } from '@opgavetorvet/contracts';
import { fragmentT } from '../../lib/fragment-translator.js';
import { renderHtml } from '../../lib/html.js';
import { ownCase, threadOf } from './queries.js';
import { SupportThread } from './support-thread.js';

const threadRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma/modal_support_messages',
    {
      schema: {
        tags: ['support'],
        summary: 'The messages of an own support case',
        body: SupportThreadBody,
        response: { 200: SupportThreadReply, ...errorResponses },
      },
    },
    async (request) => {
      const found = await ownCase(fastify.db, request.company.id, request.body.supportcase_id);
      const html = renderHtml(
        createElement(SupportThread, {
          t: fragmentT(request),
          lang: request.lang,
          caseId: found.id,
          subject: found.subject,
          status: found.status,
          messages: await threadOf(fastify.db, found.id),
        }),
      );
      return { html };
    },
  );
};

export default threadRoute;
