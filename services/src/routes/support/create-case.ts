// POST /api/firma/supportsager: the company raises a support case (subject and first message,
// both non-empty) from the help page; GET /api/firma/supportsager lists its own cases.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateSupportCaseBody,
  CreateSupportCaseReply,
  SupportCasesReply,
  errorResponses,
} from '@opgavetorvet/contracts';
import { nowSeconds } from '../../lib/danish.js';
import { createCase, listCases } from './queries.js';
import { tellAdmins } from '../../lib/help/tell-admins.js';

const supportCasesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/firma/supportsager',
    {
      schema: {
        tags: ['support'],
        summary: 'Raise a support case',
        body: CreateSupportCaseBody,
        response: { 200: CreateSupportCaseReply, ...errorResponses },
      },
    },
    async (request) => {
      const { subject, message } = request.body;
      const id = await createCase(
        fastify.db,
        request.company.id,
        subject.trim(),
        message.trim(),
        nowSeconds(),
      );
      await tellAdmins(fastify);
      return { success: true, supportcase_id: id };
    },
  );

  fastify.get(
    '/api/firma/supportsager',
    {
      schema: {
        tags: ['support'],
        summary: "The company's support cases, latest activity first",
        response: {
          200: SupportCasesReply,
          401: errorResponses[401],
          403: errorResponses[403],
          429: errorResponses[429],
        },
      },
    },
    async (request) => ({ cases: await listCases(fastify.db, request.company.id) }),
  );
};

export default supportCasesRoutes;
