// GET /api/firma/statistik: the calling company's figures over the last 12 Copenhagen months (issue
// 31): per month and per category its offers, the jobs it won of them, the revenue it reported
// finishing jobs, and the median reply time. Two statements whatever the company's rows.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyStatisticsReply, errorResponses } from '@opgavetorvet/contracts';
import { nowSeconds } from '../../lib/danish.js';
import { offersSince, revenueSince } from './queries.js';
import { lastMonths, statisticsOf } from './rules.js';

const statisticsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/firma/statistik',
    {
      schema: {
        tags: ['company-statistics'],
        summary: "The company's offers, won jobs, revenue and reply time per month and category",
        response: { 200: CompanyStatisticsReply, 401: errorResponses[401], 403: errorResponses[403] },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const window = lastMonths(nowSeconds());
      const [offers, revenue] = await Promise.all([
        offersSince(fastify.db, companyId, window.from),
        revenueSince(fastify.db, companyId, window.from),
      ]);
      return statisticsOf(window, offers, revenue);
    },
  );
};

export default statisticsRoute;
