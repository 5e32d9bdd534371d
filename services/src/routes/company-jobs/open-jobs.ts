// GET /api/firma/opgaver: open jobs (opgaver i udbud) in the company's categories and their
// subcategories, newest first, 20 a page, searchable and narrowed by ?kategorier and ?regioner;
// has_bid says whether this company has bid. No price of any bid is part of the reply. The
// company's hidden jobs (its cookie, SPEC §3/§4) are left out unless all are asked for
// (?vis_alle=true, or the showallwork cookie when not asked). ?jobid= without ?page= answers the
// page that holds that job (SPEC §2: the page opens that job). A thin route over the one open-jobs
// query (db/queries/open-jobs), which /ajax/firma/findopgaver (find-jobs.tsx, this area) renders as
// html.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyOpenJobsQuery, CompanyOpenJobsReply, errorResponses } from '@opgavetorvet/contracts';
import { OPEN_JOBS_PAGE_SIZE, companyOpenJobs } from '../../db/queries/open-jobs/index.js';
import { hiddenChoiceOf } from '../../lib/hidden-jobs.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

const openJobsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
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
      const { page, jobid, search, kategorier, regioner, vis_alle } = request.query;
      const hidden = hiddenChoiceOf(request.cookies, request.company.id, vis_alle);
      const list = await companyOpenJobs(fastify.db, request.company.id, {
        ...hidden,
        categoryIds: kategorier,
        regionIds: regioner,
        search,
        page: page ?? (jobid !== undefined ? { holding: jobid } : 1),
      });
      return {
        jobs: list.jobs,
        page: list.page,
        page_size: OPEN_JOBS_PAGE_SIZE,
        total: list.total,
        hidden_total: list.hiddenTotal,
        show_all: hidden.showAll,
      };
    },
  );
};

export default openJobsRoute;
