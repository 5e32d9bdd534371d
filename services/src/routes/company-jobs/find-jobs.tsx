// GET /ajax/firma/findopgaver: the filter form of the open-jobs tab as the html list. The same
// handler body as GET /api/firma/opgaver (open-jobs.ts `openJobsReply`), drawn as html: open jobs
// in the company's categories (narrowed by kategorier), regions and search words, minus the jobs its
// cookie hides (unless showallwork is on), newest first, 20 a page; remember_filter_options keeps
// or forgets kategorier and regioner in the session.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FindJobsQuery, HtmlReply } from '@opgavetorvet/contracts';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { OpenJobList } from './html/open-job-list.js';
import { openJobsReply } from './open-jobs.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

declare module 'fastify' {
  interface Session {
    /** The open-jobs filter kept by remember_filter_options=1. */
    jobFilter?: { kategorier?: number[]; regioner?: number[] };
  }
}

const findJobsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
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
      const query = request.query;
      let { kategorier, regioner } = query;
      if (query.remember_filter_options === 1) {
        request.session.jobFilter = { kategorier, regioner };
      } else if (query.remember_filter_options === 0) {
        request.session.jobFilter = undefined;
      } else if (!kategorier && !regioner && request.session.jobFilter) {
        ({ kategorier, regioner } = request.session.jobFilter);
      }
      const reply = await openJobsReply(fastify.db, request, {
        categoryIds: kategorier,
        // The catalogue's form names its regions; without them, all of Denmark (as before).
        area: regioner?.length ? { regionIds: regioner } : 'all',
        search: query.job_to_find,
        page: query.page ?? query.currentpage ?? 1,
      });
      const html = renderHtml(
        <OpenJobList
          rows={reply.jobs}
          total={reply.total}
          page={reply.page}
          pageSize={reply.page_size}
          t={fragmentT(request)}
          lang={request.lang}
        />,
      );
      return { html };
    },
  );
};

export default findJobsRoute;
