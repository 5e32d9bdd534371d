// POST /ajax/firma/changes_subscriptions: moves one profile category along SPEC §4's state machine.
// Paid steps need the terms checkbox; they debit the balance in the same transaction, and when the
// balance cannot pay the reply is 402 type 'error2' with the spec's text and nothing changes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChangeSubscriptionBody, ChangeSubscriptionReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { formatKroner, nowSeconds } from '../../lib/danish.js';
import { PLAN_LABEL, termsAccepted, transitionOf } from './rules.js';
import { changeSubscription, currentSubscription } from './subscription-queries.js';

const changeSubscriptionRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/changes_subscriptions',
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          'Change the subscription of one profile category (basic → pro/pro-plus, pro → pro-plus, pro-plus → pro)',
        body: ChangeSubscriptionBody,
        response: { 200: ChangeSubscriptionReply, 402: ChangeSubscriptionReply, ...errorResponses },
      },
    },
    async (request, reply) => {
      const companyId = request.company.id;
      const { category_id: categoryId, change_subscription_type: to, terms } = request.body;
      const from = (await currentSubscription(fastify.db, companyId, categoryId)).type;
      // Buying a plan needs the terms; a downgrade costs nothing and asks only for confirmation.
      if (transitionOf(from, to) !== 'downgrade' && !termsAccepted(terms))
        throw new AppError(400, 'errors:::accept_terms');

      const result = await changeSubscription(fastify.db, companyId, categoryId, to, nowSeconds());
      if (result.kind === 'insufficient') {
        return reply.code(402).send({
          type: 'error2' as const,
          change_subscription_type: result.type,
          message: request.t('errors:::payment_error2'),
          price: result.price,
        });
      }
      const paid = result.price.to_pay_ore;
      return {
        type: 'success' as const,
        change_subscription_type: result.type,
        message: request.t(
          paid > 0 ? 'notices:::subscription::changed_paid' : 'notices:::subscription::changed',
          {
            plan: PLAN_LABEL[result.type],
            amount: formatKroner(paid),
          },
        ),
        price: result.price,
      };
    },
  );
};

export default changeSubscriptionRoute;
