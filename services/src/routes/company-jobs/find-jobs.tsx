// GET /ajax/firma/findopgaver: the filter form of the open-jobs tab. Open jobs in the company's
// categories (narrowed by kategorier), regions and search words, minus the jobs its cookie hides
// (unless show-all is on), newest first, 20 a page, as the html list. A hot path (see open-jobs.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FindJobsQuery, HtmlReply } from '@opgavetorvet/contracts';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { OpenJobList } from './html/open-job-list.js';
import { OPEN_JOBS_PAGE_SIZE, openJobsQueries } from './open-jobs.js';
import { SHOW_ALL_COOKIE, hiddenJobsCookie, parseHiddenJobs, searchWords } from './rules.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

declare module 'fastify' {
  interface Session {
    /** The open-jobs filter kept by remember_filter_options=1. */
    jobFilter?: { kategorier?: number[]; regioner?: number[] };
  }
}

const findJobsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const queries = openJobsQueries(fastify.db);

  fastify.get(
    '/ajax/firma/findopgaver',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'Open jobs by the filter form, as the html list',
        querystring: FindJobsQuery,
        response: scopedResponses(HtmlReply),
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const query = request.query;
      let { kategorier, regioner } = query;
      if (query.remember_filter_options === 1) {
        request.session.jobFilter = { kategorier, regioner };
      } else if (query.remember_filter_options === 0) {
        request.session.jobFilter = undefined;
      } else if (!kategorier && !regioner && request.session.jobFilter) {
        ({ kategorier, regioner } = request.session.jobFilter);
      }
      const showAll = request.cookies[SHOW_ALL_COOKIE] === '1';
      const page = query.page ?? query.currentpage ?? 1;
      const { rows, total } = await queries.page(companyId, {
        categoryIds: kategorier?.length ? kategorier : null,
        regionIds: regioner?.length ? regioner : null,
        words: searchWords(query.job_to_find),
        hiddenIds: showAll ? [] : parseHiddenJobs(request.cookies[hiddenJobsCookie(companyId)]),
        page,
      });
      const html = renderHtml(
        <OpenJobList
          rows={rows}
          total={total}
          page={page}
          pageSize={OPEN_JOBS_PAGE_SIZE}
          t={fragmentT(request)}
          lang={request.lang}
        />,
      );
      return { html };
    },
  );
};

export default findJobsRoute;
