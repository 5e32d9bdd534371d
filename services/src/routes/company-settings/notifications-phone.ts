// POST /ajax/firma/notifications_phone: the phone that gets SMS about new jobs. A Danish number of
// 8 digits ('+45' and spaces allowed), else 'Please enter a valid phone number'; '' removes it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotificationsPhoneBody, NotificationsPhoneReply, errorResponses } from '@opgavetorvet/contracts';
import { normalizePhone } from './rules.js';
import { setNotifyPhone } from './settings-queries.js';

const notificationsPhoneRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/notifications_phone',
    {
      schema: {
        tags: ['company-settings'],
        summary: 'Set or remove the phone for job notifications',
        body: NotificationsPhoneBody,
        response: { 200: NotificationsPhoneReply, ...errorResponses },
      },
    },
    async (request) => {
      const phone = normalizePhone(request.body.phone);
      await setNotifyPhone(fastify.db, request.company.id, phone || null);
      return {
        type: 'success' as const,
        message: request.t(phone ? 'notices:::phone_saved' : 'notices:::phone_removed'),
        phone,
      };
    },
  );
};

export default notificationsPhoneRoute;
