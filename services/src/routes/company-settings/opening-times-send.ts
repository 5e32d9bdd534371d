// POST /ajax/firma/openingtimes_send: the company sets one value of its opening times: a day's
// opening (open) or closing (close) time 'HH:MM', or closed '1'/'0'. A day that would close at or
// before it opens → 400 and nothing changes. The reply carries the saved table as html.
import { createElement } from 'react';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpeningTimeBody, OpeningTimeReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { renderHtml } from '../../lib/html.js';
import { OpeningTimesTable } from './opening-times-table.js';
import { openingValueFits } from './rules.js';
import { openingTimesOf, saveOpeningTime } from './settings-queries.js';

const openingTimesSendRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/openingtimes_send',
    {
      schema: {
        tags: ['company-settings'],
        summary: 'Set one opening time (open, close or closed) of one weekday',
        body: OpeningTimeBody,
        response: { 200: OpeningTimeReply, ...errorResponses },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      if (!openingValueFits(request.body.type, request.body.val))
        throw new AppError(400, 'errors:::opening_time_invalid');
      await saveOpeningTime(fastify.db, companyId, request.body);
      const rows = await openingTimesOf(fastify.db, companyId);
      return {
        type: 'success' as const,
        message: request.t('notices:::opening_saved'),
        html: renderHtml(createElement(OpeningTimesTable, { t: fragmentT(request), rows })),
      };
    },
  );
};

export default openingTimesSendRoute;
