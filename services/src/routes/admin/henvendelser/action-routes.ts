// POST /api/admin/henvendelser/:kind/:id/svar (answer), …/luk (close) and …/genaabn (re-open):
// the administrator's actions on a help item, each one transaction with its audit row; an answer
// also queues the notice to the company or customer in that transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HelpActionReply,
  HelpAnswerBody,
  HelpItemParams,
  errorResponses,
  type HelpKind,
} from '@opgavetorvet/contracts';
import { AppError } from '../../../errors.js';
import { nowSeconds } from '../../../lib/danish.js';
import { tellAdmins } from '../../../lib/help/tell-admins.js';
import { inTransaction } from '../../../lib/transaction.js';
import { answerHelpItem, closeHelpItem, reopenHelpItem } from './actions.js';
import { notifyAnswer } from './notify-answer.js';
import { helpItem } from './queries.js';

const response = { 200: HelpActionReply, ...errorResponses };

/** The item as it is now, with the action's notice text; the other administrators' pages refresh. */
async function reply(
  fastify: FastifyInstance,
  request: FastifyRequest,
  kind: HelpKind,
  id: number,
  done: string,
) {
  await tellAdmins(fastify);
  const item = await helpItem(fastify.db, kind, id);
  if (!item) throw new AppError(404, 'errors:::help::not_found');
  return { type: 'success' as const, message: request.t(`fragments-admin:::help::${done}`), item };
}

const actionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/henvendelser/:kind/:id/svar',
    {
      schema: {
        tags: ['admin'],
        summary: 'Answer a help item: the answer joins its thread and the company or customer is told',
        params: HelpItemParams,
        body: HelpAnswerBody,
        response,
      },
    },
    async (request) => {
      const admin = request.admin;
      const { kind, id } = request.params;
      const text = request.body.text.trim();
      if (!text) throw new AppError(400, 'errors:::help::answer_empty');
      await inTransaction(fastify.db, async () => {
        const target = await answerHelpItem(fastify.db, admin.id, kind, id, text, nowSeconds());
        if (target.recipientUserId !== null)
          await notifyAnswer(fastify, target.recipientUserId, kind, id, {
            title: target.title,
            answer: text,
            jobId: target.jobId,
          });
      });
      return await reply(fastify, request, kind, id, 'answered');
    },
  );

  fastify.post(
    '/api/admin/henvendelser/:kind/:id/luk',
    {
      schema: { tags: ['admin'], summary: 'Close a help item', params: HelpItemParams, response },
    },
    async (request) => {
      const admin = request.admin;
      const { kind, id } = request.params;
      await inTransaction(fastify.db, () => closeHelpItem(fastify.db, admin.id, kind, id, nowSeconds()));
      return await reply(fastify, request, kind, id, 'closed');
    },
  );

  fastify.post(
    '/api/admin/henvendelser/:kind/:id/genaabn',
    {
      schema: { tags: ['admin'], summary: 'Re-open a closed help item', params: HelpItemParams, response },
    },
    async (request) => {
      const admin = request.admin;
      const { kind, id } = request.params;
      await inTransaction(fastify.db, () => reopenHelpItem(fastify.db, admin.id, kind, id, nowSeconds()));
      return await reply(fastify, request, kind, id, 'reopened');
    },
  );
};

export default actionRoutes;
