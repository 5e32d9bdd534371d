// GET /api/firma/opgaver: open jobs (opgaver i udbud) in the company's categories and their
// subcategories, newest first, 20 a page, searchable; has_bid says whether this company has bid.
// No price of any bid is part of the reply. The company's hidden jobs (its cookie, SPEC §3/§4) are
// left out unless all are asked for (?vis_alle=true, or the showallwork cookie when not asked).
// ?jobid= without ?page= answers the page that holds that job (SPEC §2: the page opens that job).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyOpenJobsQuery, CompanyOpenJobsReply, errorResponses } from '@opgavetorvet/contracts';
import { hiddenJobsOf, showAllOf } from '../../lib/hidden-jobs.js';
import { COMPANY_JOBS_PAGE_SIZE, companyOpenJobs } from './queries.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

const companyJobsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/firma/opgaver',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Open jobs the company can bid on',
        querystring: CompanyOpenJobsQuery,
        response: { ...scopedResponses(CompanyOpenJobsReply), 429: errorResponses[429] },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const { page: askedPage, jobid } = request.query;
      const showAll = showAllOf(request.cookies, request.query.vis_alle);
      const hiddenIds = hiddenJobsOf(request.cookies, companyId);
      const { jobs, page, total, hiddenTotal } = await companyOpenJobs(
        fastify.db,
        companyId,
        askedPage ?? (jobid !== undefined ? { holding: jobid } : 1),
        request.query.search ?? '',
        {
          hiddenIds,
          showAll,
        },
      );
      return {
        jobs,
        page,
        page_size: COMPANY_JOBS_PAGE_SIZE,
        total,
        hidden_total: hiddenTotal,
        show_all: showAll,
      };
    },
  );
};

export default companyJobsRoute;
