// The company's bookings as a calendar feed. GET /ical/{token}.ics answers logged out (no session,
// no CSRF: the token is the authority) with text/calendar of its confirmed bookings, in Danish; an
// unknown or replaced token, or a blocked company's, is 404 with a Danish text. The logged-in
// company's address of its feed is in feed-address.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CalendarFeedParams } from '@opgavetorvet/contracts';
import { confirmedBookingDates, feedCompanyName } from './feed-queries.js';
import { feedCompanyId } from './feed-token.js';
import { icalDocument, type FeedTexts } from './ical-document.js';

const calendarFeedRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const da = (key: string, params?: Record<string, string>) =>
    fastify.translate('da-DK', `fragments-firma:::calendar_feed::${key}`, params);
  const texts = (company: string): FeedTexts => ({
    name: da('name', { company }),
    description: da('description'),
    customer: (name) => da('customer', { name }),
    phone: (phone) => da('phone', { phone }),
    link: (url) => da('link', { url }),
  });

  fastify.get(
    '/ical/:token.ics',
    {
      schema: {
        tags: ['bookings'],
        summary: "A company's confirmed bookings as an iCalendar feed (its secret address)",
        params: CalendarFeedParams,
        response: { 200: Type.String(), 404: Type.String() },
      },
    },
    async (request, reply) => {
      const companyId = await feedCompanyId(fastify.db, request.params.token);
      const company = companyId === null ? null : await feedCompanyName(fastify.db, companyId);
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      if (companyId === null || company === null)
        return reply.code(404).type('text/plain; charset=utf-8').send(da('not_found'));
      const body = icalDocument(await confirmedBookingDates(fastify.db, companyId), {
        publicUrl: fastify.config.publicUrl,
        now: new Date(),
        texts: texts(company),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="opgavetorvet-bookinger.ics"')
        .send(body);
    },
  );
};

export default calendarFeedRoutes;
