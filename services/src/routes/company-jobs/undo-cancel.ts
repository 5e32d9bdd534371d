// /ajax/firma/delete_cancel_message: the "Fortryd" link. Withdraws the company's pending cancel
// request; the contact returns to the state it had before (kept on the cancellation row). The
// customer, told of the request ('cancel_requested'), is told in the same transaction that it is
// withdrawn and the job goes on with the company ('cancel_withdrawn', mail and SMS alike).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UndoCancelBody, UndoCancelReply } from '@opgavetorvet/contracts';
import { companyChangeRefusals } from '../../lib/company-refusals.js';
import { notifyParty } from '../../lib/notify-party.js';
import { inTransaction } from '../../lib/transaction.js';
import { undoCancel } from './endings.js';

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
      await inTransaction(fastify.db, async () => {
        const withdrawn = await undoCancel(fastify.db, request.company.id, request.body.contact_contact_id);
        await notifyParty(
          fastify,
          withdrawn.user_id,
          'cancel_withdrawn',
          { company: request.company.name, headline: withdrawn.headline },
          `/bruger/opgave/${withdrawn.job_id}`,
        );
      });
      return { success: true, link_name: request.t('fragments-firma:::finish::button') };
    },
  );
};

export default undoCancelRoute;
