// POST /ajax/firma/plagincolor: the company picks its widget colour (#rrggbb, saved). The reply
// has the embed code to copy as plain text (taxteria) and the widget rendered in that colour (html).
import { createElement } from 'react';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WidgetColorBody, WidgetColorReply, errorResponses } from '@opgavetorvet/contracts';
import { fragmentT } from '../../lib/fragment-translator.js';
import { siteUrl } from '../../lib/company-request.js';
import { renderHtml } from '../../lib/html.js';
import { setWidgetColor, widgetCard } from './settings-queries.js';
import { widgetSnippet } from './widget-snippet.js';
import { WidgetPreview } from './widget-preview.js';

const widgetColorRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/plagincolor',
    {
      schema: {
        tags: ['company-settings'],
        summary: 'Choose the widget colour; get the embed code and the preview',
        body: WidgetColorBody,
        response: { 200: WidgetColorReply, ...errorResponses },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const color = request.body.color.toLowerCase();
      await setWidgetColor(fastify.db, companyId, color);
      const card = await widgetCard(fastify.db, companyId);
      const site = siteUrl(request);
      const html = renderHtml(
        createElement(WidgetPreview, {
          t: fragmentT(request),
          color,
          name: card.name,
          profileUrl: `${site}/${card.slug}`,
          count: card.count,
          average: card.average,
        }),
      );
      return { taxteria: widgetSnippet(site, card.slug, color), html };
    },
  );
};

export default widgetColorRoute;
