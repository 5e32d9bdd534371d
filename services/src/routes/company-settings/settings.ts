// GET /api/firma/indstillinger: the company's own settings read back: categories, regions, mail
// agents, the plan of each profile category, balance, notification phone, widget colour, opening times.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanySettingsReply, errorResponses } from '@opgavetorvet/contracts';
import { nowSeconds } from '../../lib/danish.js';
import { readSettings } from './profile-queries.js';

const settingsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/firma/indstillinger',
    {
      schema: {
        tags: ['company-settings'],
        summary: "The company's settings",
        response: {
          200: CompanySettingsReply,
          401: errorResponses[401],
          403: errorResponses[403],
          429: errorResponses[429],
        },
      },
    },
    async (request) => readSettings(fastify.db, request.company.id, nowSeconds()),
  );
};

export default settingsRoute;
