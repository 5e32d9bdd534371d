// POST /ajax/firma/openingtimes (anyone: company profiles are public): a company's opening times
// as an html table with the day names of the request's language. Unknown company → 404.
import { createElement } from 'react';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpeningTimesBody, OpeningTimesReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { renderHtml } from '../../lib/html.js';
import { OpeningTimesTable } from './opening-times-table.js';
import { companyExists, openingTimesOf } from './settings-queries.js';

const openingTimesRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/openingtimes',
    {
      schema: {
        tags: ['company-settings'],
        summary: "A company's opening times as an html table",
        body: OpeningTimesBody,
        response: { 200: OpeningTimesReply, ...errorResponses },
      },
    },
    async (request) => {
      const companyId = request.body.company_id;
      if (!(await companyExists(fastify.db, companyId))) throw new AppError(404, 'errors:::not_found');
      const rows = await openingTimesOf(fastify.db, companyId);
      return { html: renderHtml(createElement(OpeningTimesTable, { t: fragmentT(request), rows })) };
    },
  );
};

export default openingTimesRoute;
