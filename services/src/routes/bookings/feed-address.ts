// The address of the company's calendar feed (see calendar-feed.ts): the company reads it
// (GET /api/firma/kalender/abonnement, made on first use) and makes a new secret (POST, CSRF as
// every post), after which the old address answers 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalendarFeedReply, NewCalendarFeedBody, errorResponses } from '@opgavetorvet/contracts';
import { currentFeedToken, renewFeedToken } from './feed-token.js';

const feedAddressRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const feedUrl = (token: string) => `${fastify.config.publicUrl}/ical/${token}.ics`;
  const response = { 200: CalendarFeedReply, ...errorResponses };

  fastify.get(
    '/api/firma/kalender/abonnement',
    {
      schema: { tags: ['bookings'], summary: "The address of the company's calendar feed", response },
    },
    async (request) => ({
      url: feedUrl(await currentFeedToken(fastify.db, fastify.linkSigner, request.company.id)),
    }),
  );

  fastify.post(
    '/api/firma/kalender/abonnement',
    {
      schema: {
        tags: ['bookings'],
        summary: 'A new secret address for the calendar feed; the old one stops working',
        body: NewCalendarFeedBody,
        response,
      },
    },
    async (request) => ({
      url: feedUrl(await renewFeedToken(fastify.db, fastify.linkSigner, request.company.id)),
    }),
  );
};

export default feedAddressRoutes;
