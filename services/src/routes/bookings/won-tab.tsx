// /firma/vundne_tab2: the won-jobs tab as html, 20 a page. A page past the end answers page 1 with
// is_redirect_first_page true (the page then shows page 1, SPEC §2).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WonTabBody, WonTabReply } from '@opgavetorvet/contracts';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { WonTab } from './html/won-tab.js';
import { BOOKINGS_PAGE_SIZE } from './queries.js';
import { wonJobsPage } from '../../db/queries/won-jobs.js';
import { landingPage } from './rules.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

const wonTabRoute: FastifyPluginAsyncTypebox = async (fastify) => {
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
      let result = await wonJobsPage(fastify.db, companyId, request.body.page);
      const landing = landingPage(request.body.page, result.total, BOOKINGS_PAGE_SIZE);
      if (landing.redirect) result = await wonJobsPage(fastify.db, companyId, 1);
      const pages = Math.max(1, Math.ceil(result.total / BOOKINGS_PAGE_SIZE));
      const html = renderHtml(
        <WonTab
          rows={result.rows}
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

export default wonTabRoute;
