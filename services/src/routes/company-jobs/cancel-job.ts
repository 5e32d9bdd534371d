// /ajax/firma/refused_to_work: the chosen company asks to cancel a won job with a reason. A pending
// cancellation (one per contact) is recorded with the contact's state, the contact becomes
// 'cancel_pending' and awaits the administrator; the customer is told ('cancel_requested'):
// domain/jobs/endings.ts.
// Refusals keep the call's shape: success false and error_message (shown in an alert).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CancelJobBody, CancelJobReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { requestCancel } from '../../domain/jobs/endings.js';
import { checkCancelFields } from './rules.js';

const cancelJobRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/refused_to_work',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'Ask the administrator to cancel a won job',
        body: CancelJobBody,
        response: {
          200: CancelJobReply,
          400: { anyOf: [CancelJobReply, errorResponses[400]] },
          401: errorResponses[401],
          403: errorResponses[403],
          404: CancelJobReply,
          409: CancelJobReply,
        },
      },
    },
    async (request, reply) => {
      try {
        const fields = checkCancelFields(request.body);
        const contact = await requestCancel(fastify, request.company, request.body.job_id, fields);
        return {
          success: true,
          error_message: '',
          contact_contact: contact.contact_id,
          link_name: request.t('fragments-firma:::cancel::awaiting_admin'),
        };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const text = request.t(error.key, error.params);
        return reply.code(error.statusCode as 400 | 404 | 409).send({
          success: false,
          error_message: text,
          contact_contact: 0,
          link_name: '',
          type: 'error' as const,
          message: text,
        });
      }
    },
  );
};

export default cancelJobRoute;
