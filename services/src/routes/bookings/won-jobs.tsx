// The company's won jobs (its bookings), 20 a page, newest choice first, as two routes of one list:
// GET /api/firma/vundne (the portal's JSON) and /firma/vundne_tab2 (the catalogue's html tab, SPEC
// §7), both from the one data function wonJobs (db/queries/won-jobs.ts); the tab draws what the
// JSON answers. Each job carries its own bid and final price (never another company's), the dates
// of its SMS, the company's note, whether it is overdue, its tickets and the administrator's newest
// decision on a cancel request. A tab page past the end answers page 1 with is_redirect_first_page
// true (the page then shows page 1, SPEC §2); the JSON answers such a page empty.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WonJobsQuery, WonJobsReply, WonTabBody, WonTabReply } from '@opgavetorvet/contracts';
import { wonJobs } from '../../db/queries/won-jobs.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { renderHtml } from '../../lib/html.js';
import { scopedResponses } from '../../lib/scoped-responses.js';
import { WonTab } from './html/won-tab.js';
import { landingPage } from './rules.js';

const wonJobsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/firma/vundne',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Won jobs (bookings) as JSON',
        querystring: WonJobsQuery,
        response: scopedResponses(WonJobsReply),
      },
    },
    async (request) => await wonJobs(fastify.db, request.company.id, request.query.page ?? 1),
  );

  fastify.post(
    '/firma/vundne_tab2',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The won-jobs tab as html',
        body: WonTabBody,
        response: scopedResponses(WonTabReply),
      },
    },
    async (request) => {
      const companyId = request.company.id;
      let list = await wonJobs(fastify.db, companyId, request.body.page);
      const landing = landingPage(request.body.page, list.total, list.page_size);
      if (landing.redirect) list = await wonJobs(fastify.db, companyId, 1);
      const pages = Math.max(1, Math.ceil(list.total / list.page_size));
      const html = renderHtml(
        <WonTab
          jobs={list.jobs}
          page={landing.page}
          pages={pages}
          t={fragmentT(request)}
          lang={request.lang}
        />,
      );
      return { html, is_redirect_first_page: landing.redirect };
    },
  );
};

export default wonJobsRoutes;
