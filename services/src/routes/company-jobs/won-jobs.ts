// GET /api/firma/vundne: the jobs this company was chosen for (its bookings), newest choice first,
// 20 a page, as JSON; the bid and final price shown are its own, never another company's. Each job
// also carries the dates of its SMS, the company's note, whether it is overdue, its tickets, and the
// administrator's newest decision on a cancel request (approved or rejected, with the reason).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BOOKINGS_PAGE_SIZE, WonJobsQuery, WonJobsReply } from '@opgavetorvet/contracts';
import { nowSeconds } from '../../lib/danish.js';
import { ticketsOfContacts, wonJobsPage } from '../../db/queries/won-jobs.js';
import { isOverdue } from '../../lib/won-jobs.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

const wonJobsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/firma/vundne',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'Won jobs (bookings) as JSON',
        querystring: WonJobsQuery,
        response: scopedResponses(WonJobsReply),
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const companyId = request.company.id;
      const { rows, total } = await wonJobsPage(fastify.db, companyId, page);
      const now = nowSeconds();
      const tickets = await ticketsOfContacts(
        fastify.db,
        companyId,
        rows.map((row) => row.contact_id),
      );
      const jobs = rows.map(
        ({ job_status: _status, cancel_status, cancel_reason, cancel_decided_at, ...row }) => ({
          ...row,
          cancel_decision:
            cancel_status === null
              ? null
              : { status: cancel_status, reason: cancel_reason ?? '', decided_at: cancel_decided_at ?? 0 },
          is_winner: row.is_winner === 1,
          company_seen_selection: row.company_seen_selection === 1,
          rated: row.rated === 1,
          overdue: isOverdue(
            { isWinner: row.is_winner === 1, state: row.state, expectedEndAt: row.expected_end_at },
            now,
          ),
          tickets: tickets
            .filter((ticket) => ticket.contact_id === row.contact_id)
            .map(({ contact_id: _contact, ...ticket }) => ticket),
        }),
      );
      return { jobs, page, page_size: BOOKINGS_PAGE_SIZE, total };
    },
  );
};

export default wonJobsRoute;
