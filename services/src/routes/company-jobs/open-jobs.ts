// GET /api/firma/opgaver: open jobs (opgaver i udbud) in the company's categories and their
// subcategories, newest first, 20 a page, searchable and narrowed by ?kategorier; where they lie by
// ?omraade (by default the company's own regions, as its job alerts; `alle`, or one region's slug)
// or the catalogue's ?regioner, and the reply says which (issue 31); has_bid says whether this
// company has bid. No price of any bid is part of the reply. The
// company's hidden jobs (its cookie, SPEC §3/§4) are left out unless all are asked for
// (?vis_alle=true, or the showallwork cookie when not asked). ?jobid= without ?page= answers the
// page that holds that job (SPEC §2: the page opens that job). One handler body, `openJobsReply`,
// over the one open-jobs query (db/queries/open-jobs), which /ajax/firma/findopgaver (find-jobs.tsx)
// also runs and draws as html.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CompanyOpenJobsQuery,
  CompanyOpenJobsReply,
  OPEN_JOBS_ALL_DENMARK,
  errorResponses,
} from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { areaOfList, type AreaAsk } from '../../db/queries/open-jobs/area.js';
import {
  OPEN_JOBS_PAGE_SIZE,
  companyOpenJobs,
  type OpenJobsFilter,
} from '../../db/queries/open-jobs/index.js';
import { AppError } from '../../errors.js';
import { hiddenChoiceOf } from '../../lib/hidden-jobs.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

/** What a caller asks of the list: the filter, the page, and whether hidden jobs are shown too. */
export interface OpenJobsAsk extends Pick<OpenJobsFilter, 'categoryIds' | 'search' | 'page'> {
  /** Where the jobs lie. */
  area: AreaAsk;
  /** Hidden jobs shown too; undefined: as the showallwork cookie says. */
  showAll?: boolean;
}

/** ?omraade and ?regioner as the area asked (both at once → 400, an unknown slug → 400). */
export function areaAsked(omraade: string | undefined, regioner: number[] | undefined): AreaAsk {
  if (regioner?.length) {
    if (omraade !== undefined) throw new AppError(400, 'errors:::open_jobs_area_twice');
    return { regionIds: regioner };
  }
  if (omraade === undefined) return 'own';
  return omraade === OPEN_JOBS_ALL_DENMARK ? 'all' : { slug: omraade };
}

/**
 * The company's open jobs as the portal gets them (the JSON reply): the one handler body both
 * routes of the list run, GET /api/firma/opgaver and /ajax/firma/findopgaver (which draws these
 * jobs as html).
 */
export async function openJobsReply(
  db: Db,
  request: FastifyRequest,
  { showAll, area: asked, ...ask }: OpenJobsAsk,
): Promise<CompanyOpenJobsReply> {
  const area = await areaOfList(db, request.company.id, asked);
  if (!area) throw new AppError(400, 'errors:::region_unknown');
  const hidden = hiddenChoiceOf(request.cookies, request.company.id, showAll);
  const regionIds = area.regionIds ?? undefined;
  const list = await companyOpenJobs(db, request.company.id, { ...hidden, ...ask, regionIds });
  return {
    jobs: list.jobs,
    page: list.page,
    page_size: OPEN_JOBS_PAGE_SIZE,
    total: list.total,
    hidden_total: list.hiddenTotal,
    show_all: hidden.showAll,
    area: area.area,
    region: area.region,
    has_regions: area.hasRegions,
  };
}

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
      const { page, jobid, search, kategorier, regioner, omraade, vis_alle } = request.query;
      return openJobsReply(fastify.db, request, {
        categoryIds: kategorier,
        area: areaAsked(omraade, regioner),
        search,
        page: page ?? (jobid !== undefined ? { holding: jobid } : 1),
        showAll: vis_alle,
      });
    },
  );
};

export default openJobsRoute;
