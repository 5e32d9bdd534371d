// The unsubscribe link of alerts and reminders, working logged out: GET /afmeld?u&k&s turns that
// kind of notice off for that person at once (one click) and shows what happened; POST /afmeld is
// the same for mail programs' one-click button (RFC 8058, List-Unsubscribe-Post), and POST
// /afmeld/fortryd turns it on again. The signature is the authority, so these posts need no CSRF
// token; a wrong or missing one changes nothing. The person's own logged-in browser lands on their
// notice settings with that kind switched off and a confirmation (issue 32); others see this page,
// which links to those settings.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { PAGES } from '@opgavetorvet/contracts';
import { fragmentT } from '../../lib/fragment-translator.js';
import { renderHtml } from '../../lib/html.js';
import { isNoticeKind } from '../../lib/notices/kinds.js';
import { optIn, optOut, validUnsubscribe } from '../../lib/notices/unsubscribe.js';
import { SETTING_KIND_OF_NOTICE, noticeSettingsPage } from '../../lib/notice-settings.js';
import { users } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { noticePageHtml } from './notice-page.js';

const Link = Type.Object(
  {
    u: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
    k: Type.String({ maxLength: 40 }),
    s: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
);
type Link = { u: string; k: string; s: string };

const unsubscribeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** Turns the notice off or on when the link is genuine; answers the page either way. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    link: Link,
    turn: 'off' | 'on',
  ): Promise<FastifyReply> {
    const userId = Number(link.u);
    const person =
      isNoticeKind(link.k) && validUnsubscribe(fastify.linkSigner, userId, link.k, link.s)
        ? await fastify.db.select({ role: users.role }).from(users).where(eq(users.id, userId)).get()
        : undefined;
    const genuine = person !== undefined;
    if (genuine && isNoticeKind(link.k)) {
      if (turn === 'off') await optOut(fastify.db, userId, link.k);
      else await optIn(fastify.db, userId, link.k);
      if (turn === 'off' && request.method === 'GET' && request.currentUser?.id === userId)
        return reply
          .header('cache-control', 'no-store')
          .redirect(
            `${fastify.config.publicUrl}${noticeSettingsPage(person.role, SETTING_KIND_OF_NOTICE[link.k])}`,
            303,
          );
    }
    const t = fragmentT(request);
    const state = genuine ? turn : 'invalid';
    const kind = isNoticeKind(link.k) ? t(`notices:::unsubscribe::kinds::${link.k}`) : '';
    const html = noticePageHtml(
      {
        lang: request.lang,
        title: t(`notices:::unsubscribe::title_${state}`),
        text: t(`notices:::unsubscribe::text_${state}`, { kind }),
        form:
          state === 'invalid'
            ? undefined
            : {
                action: state === 'off' ? '/afmeld/fortryd' : '/afmeld',
                fields: link,
                label: t(state === 'off' ? 'notices:::unsubscribe::undo' : 'notices:::unsubscribe::again'),
              },
        home: person
          ? {
              url: `${fastify.config.publicUrl}${noticeSettingsPage(person.role)}`,
              label: t('notices:::unsubscribe::settings'),
            }
          : { url: `${fastify.config.publicUrl}${PAGES.home}`, label: t('notices:::unsubscribe::home') },
      },
      renderHtml,
    );
    return reply
      .code(genuine ? 200 : 400)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  const schema = (summary: string, part: 'querystring' | 'body') => ({
    tags: ['notices'],
    summary,
    [part]: Link,
    response: { 200: Type.String(), 303: Type.Null(), 400: Type.String() },
  });

  fastify.get(
    '/afmeld',
    { schema: schema('Turn an alert or reminder off (the link in the mail)', 'querystring') },
    async (request, reply) => answer(request, reply, request.query as Link, 'off'),
  );
  fastify.post(
    '/afmeld',
    { config: { csrf: false }, schema: schema('Turn it off (one-click from a mail program)', 'body') },
    async (request, reply) => answer(request, reply, request.body as Link, 'off'),
  );
  fastify.post(
    '/afmeld/fortryd',
    { config: { csrf: false }, schema: schema('Turn it on again', 'body') },
    async (request, reply) => answer(request, reply, request.body as Link, 'on'),
  );
};

export default unsubscribeRoutes;
