// GET /api/firma/vundne: the jobs this company was chosen for (its bookings), newest choice first,
// 20 a page, as JSON; the bid and final price shown are its own, never another company's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WonJobsQuery, WonJobsReply, errorResponses } from '@opgavetorvet/contracts';
import { BOOKINGS_PAGE_SIZE, wonJobsPage } from '../bookings/queries.js';
import { ownCompanyId } from './caller.js';

const wonJobsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/firma/vundne',
    {
      preHandler: fastify.requireRole('company'),
      schema: {
        tags: ['company-jobs'],
        summary: 'Won jobs (bookings) as JSON',
        querystring: WonJobsQuery,
        response: {
          200: WonJobsReply,
          400: errorResponses[400],
          401: errorResponses[401],
          403: errorResponses[403],
        },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { rows, total } = wonJobsPage(fastify.db, ownCompanyId(request), page);
      const jobs = rows.map(({ job_status: _status, ...row }) => ({
        ...row,
        is_winner: row.is_winner === 1,
        company_seen_selection: row.company_seen_selection === 1,
        rated: row.rated === 1,
      }));
      return { jobs, page, page_size: BOOKINGS_PAGE_SIZE, total };
    },
  );
};

export default wonJobsRoute;
