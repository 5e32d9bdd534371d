// GET and POST /api/konto/notifikationer: which kinds of notice (offers, messages, reminders, review
// requests, news) reach the logged-in person by e-mail and by SMS — a customer on /bruger/profil, a
// company's contact person on /firma/konto (issue 32). Every sender asks lib/notice-settings.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoticeSettingsBody, NoticeSettingsReply, errorResponses } from '@opgavetorvet/contracts';
import { nowSeconds } from '../../lib/danish.js';
import { noticeSettingsOf, saveNoticeSettings } from '../../lib/notice-settings.js';
import { inTransaction } from '../../lib/transaction.js';
import { mustBeLoggedIn } from '../../plugins/app/auth.js';

const noticeSettingsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const guard = fastify.requireRole(['user', 'company']);

  fastify.get(
    '/api/konto/notifikationer',
    {
      preHandler: guard,
      schema: {
        tags: ['accounts'],
        summary: 'The notice settings of the logged-in person',
        response: { 200: NoticeSettingsReply, ...errorResponses },
      },
    },
    async (request) => ({ settings: await noticeSettingsOf(db, mustBeLoggedIn(request).id) }),
  );

  fastify.post(
    '/api/konto/notifikationer',
    {
      preHandler: guard,
      schema: {
        tags: ['accounts'],
        summary: 'Save the notice settings: every kind, by e-mail and by SMS',
        body: NoticeSettingsBody,
        response: { 200: NoticeSettingsReply, ...errorResponses },
      },
    },
    async (request) => {
      const userId = mustBeLoggedIn(request).id;
      await inTransaction(db, () => saveNoticeSettings(db, userId, request.body.settings, nowSeconds()));
      return { settings: await noticeSettingsOf(db, userId) };
    },
  );
};

export default noticeSettingsRoutes;
