// The booking sidebar: /firma2/get_dine_bookinger (older: every booking of the caller's company)
// and /firma2/get_dine_bookinger_pagination (20 a page, searchable) as parallel arrays aligned by
// index. Reading the list marks nothing seen. The paged call is a hot path (prepared, indexed).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BookingsPageBody,
  BookingsPageReply,
  OlderBookingsBody,
  OlderBookingsReply,
} from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { allBookings, bookingsPage } from './queries.js';
import { bookingSearch, milestoneClass } from './rules.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

const bookingsListRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma2/get_dine_bookinger',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Every booking (older sidebar call)',
        body: OlderBookingsBody,
        response: scopedResponses(OlderBookingsReply),
      },
    },
    async (request) => {
      const companyId = request.company.id;
      if (request.body.company_id !== companyId) throw new AppError(403, 'errors:::forbidden');
      const rows = await allBookings(fastify.db, companyId);
      return {
        type: 'success' as const,
        contact_id: rows.map((r) => r.contact_id),
        job_headline: rows.map((r) => r.headline),
      };
    },
  );

  fastify.post(
    '/firma2/get_dine_bookinger_pagination',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One page of bookings as parallel arrays',
        body: BookingsPageBody,
        response: scopedResponses(BookingsPageReply),
      },
    },
    async (request) => {
      const rows = await bookingsPage(
        fastify.db,
        request.company.id,
        request.body.page,
        bookingSearch(request.body.search),
      );
      return {
        type: 'success' as const,
        contact_ids: rows.map((r) => r.contact_id),
        job_headlines: rows.map((r) => r.headline),
        selected_no_milestone: rows.map((r) => milestoneClass(r.state)),
        exist_calendar: rows.map((r) => r.exist_calendar === 1),
        company_seen_selection: rows.map((r) => r.company_seen_selection === 1),
      };
    },
  );
};

export default bookingsListRoutes;
