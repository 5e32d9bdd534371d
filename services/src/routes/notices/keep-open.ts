// GET /opgave/hold-aaben?j&e&s: the link of the expiry warning keeps the customer's open job open
// 30 more days, logged out (the signature is the authority), and says until when; an altered link
// or a job that is no longer open changes nothing and says so.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, PAGES, jobPage } from '@opgavetorvet/contracts';
import { fragmentT } from '../../lib/fragment-translator.js';
import { formatDate, nowSeconds } from '../../lib/danish.js';
import { renderHtml } from '../../lib/html.js';
import { keepOpen } from '../../lib/reminders/keep-open.js';
import { noticePageHtml } from './notice-page.js';

const Query = Type.Object(
  {
    j: Id,
    e: Type.Integer({ minimum: 0, maximum: 99999999999 }),
    s: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
);

const keepOpenRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/opgave/hold-aaben',
    {
      schema: {
        tags: ['notices'],
        summary: 'Keep an open job open 30 more days (the link in the expiry warning)',
        querystring: Query,
        response: { 200: Type.String(), 400: Type.String(), 409: Type.String() },
      },
    },
    async (request, reply) => {
      const { j, e, s } = request.query;
      const outcome = await keepOpen(fastify.db, fastify.linkSigner, j, e, s, nowSeconds());
      const t = fragmentT(request);
      const state = outcome.kept ? 'kept' : outcome.reason;
      const html = noticePageHtml(
        {
          lang: request.lang,
          title: t(`notices:::keep_open::title_${state}`),
          text: outcome.kept
            ? t('notices:::keep_open::text_kept', {
                headline: outcome.headline,
                date: formatDate(outcome.until, request.lang),
              })
            : t(`notices:::keep_open::text_${state}`),
          home: {
            url: `${fastify.config.publicUrl}${outcome.kept ? jobPage(j) : PAGES.home}`,
            label: t(outcome.kept ? 'notices:::keep_open::to_job' : 'notices:::unsubscribe::home'),
          },
        },
        renderHtml,
      );
      const status = outcome.kept ? 200 : outcome.reason === 'closed' ? 409 : 400;
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};

export default keepOpenRoute;
