// /firma/confirm_job, /firma/refuse_job and /firma/save_contract_changes: the won-job modal's yes,
// no and yes-with-changes. Each answers in its own shape also when refused (the page shows the
// message), and tells the customer (job_confirmed, job_refused, contract_changes): domain/jobs/won-answers.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import {
  ConfirmJobReply,
  ContactIdBody,
  ContractChangesBody,
  ContractChangesReply,
  RefuseJobReply,
  errorResponses,
} from '@opgavetorvet/contracts';
import { confirmWonJob, proposeContractChanges, refuseWonJob } from '../../domain/jobs/won-answers.js';
import { AppError } from '../../errors.js';

const schema = <B extends TSchema, R extends TSchema>(summary: string, body: B, reply: R) => ({
  tags: ['bookings'],
  summary,
  body,
  response: {
    200: reply,
    400: { anyOf: [reply, errorResponses[400]] },
    401: errorResponses[401],
    403: errorResponses[403],
    404: reply,
    409: reply,
  },
});

/** Runs a decision; an AppError becomes the call's own failure shape with its status. */
async function answer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
  failure: (message: string) => object,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return reply.code(error.statusCode).send(failure(request.t(error.key, error.params)));
  }
}

const wonDecisionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma/confirm_job',
    { schema: schema('Confirm a won job', ContactIdBody, ConfirmJobReply) },
    async (request, reply) => {
      return answer(
        request,
        reply,
        async () => {
          await confirmWonJob(fastify, request.company, request.body.contact_id);
          return {
            success: true,
            response: 'confirmed' as const,
            message: request.t('fragments-firma:::won::confirmed'),
          };
        },
        (message) => ({ success: false, response: 'error', message }),
      );
    },
  );

  fastify.post(
    '/firma/refuse_job',
    { schema: schema('Refuse a won job', ContactIdBody, RefuseJobReply) },
    async (request, reply) => {
      return answer(
        request,
        reply,
        async () => {
          await refuseWonJob(fastify, request.company, request.body.contact_id);
          return { success: true, message: request.t('fragments-firma:::won::refused') };
        },
        (message) => ({ success: false, message }),
      );
    },
  );

  fastify.post(
    '/firma/save_contract_changes',
    { schema: schema('Propose contract changes', ContractChangesBody, ContractChangesReply) },
    async (request, reply) => {
      return answer(
        request,
        reply,
        async () => {
          const text = (request.body.message ?? '').trim();
          if (!text) throw new AppError(400, 'errors:::enter_text');
          await proposeContractChanges(fastify, request.company, request.body.contactid, text);
          return {
            success: true,
            type: 'success' as const,
            message: request.t('fragments-firma:::won::changes_sent'),
          };
        },
        (message) => ({ success: false, type: 'error', message }),
      );
    },
  );
};

export default wonDecisionRoutes;
