// /ajax/firma/delete_cancel_message: the "Fortryd" link. Withdraws the company's pending cancel
// request; the contact returns to the state it had before (kept on the cancellation row). The
// customer, told of the request ('cancel_requested'), is told in the same transaction that it is
// withdrawn and the job goes on with the company ('cancel_withdrawn', mail and SMS alike).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UndoCancelBody, UndoCancelReply } from '@opgavetorvet/contracts';
import { companyChangeRefusals } from '../../lib/company-refusals.js';
import { undoCancel } from '../../domain/jobs/endings.js';

const undoCancelRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/delete_cancel_message',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'Undo a pending cancel request',
        body: UndoCancelBody,
        response: { 200: UndoCancelReply, ...companyChangeRefusals },
      },
    },
    async (request) => {
      await undoCancel(fastify, request.company, request.body.contact_contact_id);
      return { success: true, link_name: request.t('fragments-firma:::finish::button') };
    },
  );
};

export default undoCancelRoute;
