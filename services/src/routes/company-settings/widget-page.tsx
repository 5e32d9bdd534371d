// GET /widget/:slug?color=#rrggbb: the page inside the iframe of the embed code (taxteria). Public,
// and the only page other sites may frame, so it sends its own strict CSP with frame-ancestors *.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { siteUrl } from '../../lib/company-request.js';
import { renderHtml } from '../../lib/html.js';
import { companyBySlug, widgetCard } from './settings-queries.js';
import { WidgetPreview } from './widget-preview.js';

const Params = Type.Object(
  { slug: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 }) },
  { additionalProperties: false },
);
const Query = Type.Object(
  { color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })) },
  { additionalProperties: false },
);

const WIDGET_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *";

const widgetPageRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/widget/:slug',
    {
      schema: {
        tags: ['company-settings'],
        summary: "The embeddable widget page of a company's profile",
        params: Params,
        querystring: Query,
        response: { 200: Type.String(), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const company = await companyBySlug(fastify.db, request.params.slug);
      if (!company) throw new AppError(404, 'errors:::not_found');
      const card = await widgetCard(fastify.db, company.id);
      const color = (request.query.color ?? company.widgetColor).toLowerCase();
      const site = siteUrl(request);
      const body = renderHtml(
        <html lang={request.lang}>
          <head>
            <meta charSet="utf-8" />
            <title>{card.name}</title>
          </head>
          <body style={{ margin: 0 }}>
            <WidgetPreview
              t={fragmentT(request)}
              color={color}
              name={card.name}
              profileUrl={`${site}/${card.slug}`}
              count={card.count}
              average={card.average}
            />
          </body>
        </html>,
      );
      reply.removeHeader('x-frame-options');
      return reply
        .header('content-security-policy', WIDGET_CSP)
        .type('text/html; charset=utf-8')
        .send(`<!doctype html>${body}`);
    },
  );
};

export default widgetPageRoute;
