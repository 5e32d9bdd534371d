// /firma/modal_prise_read: the pricelist popup was read (1: do not show it again) or should show
// again (0). Kept in a per-company cookie of 365 days that the page reads; the reply is a notification.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageReply, PriceListReadBody } from '@opgavetorvet/contracts';
import { LONG_COOKIE_MAX_AGE_SECONDS } from './rules.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

const priceListReadRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma/modal_prise_read',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'Mark the pricelist popup as read',
        body: PriceListReadBody,
        response: scopedResponses(MessageReply),
      },
    },
    async (request, reply) => {
      const name = `popuppriselist_${request.company.id}`;
      const read = request.body.popuppriselist === 1;
      const options = {
        path: '/',
        sameSite: 'lax' as const,
        secure: fastify.config.cookieSecure,
        httpOnly: false,
      };
      if (read) reply.setCookie(name, '1', { ...options, maxAge: LONG_COOKIE_MAX_AGE_SECONDS });
      else reply.clearCookie(name, options);
      return {
        type: 'success' as const,
        message: request.t(`fragments-firma:::pricelist::${read ? 'read' : 'unread'}`),
      };
    },
  );
};

export default priceListReadRoute;
