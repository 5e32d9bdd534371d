// GET /widget/:slug?color=#rrggbb: the page inside the iframe of the embed code (taxteria). Public,
// and the only page other sites may frame, so it sends its own strict CSP with frame-ancestors *.
// Its refusals are small pages too (404 no such company, 400 a colour that is not #rrggbb): they
// are shown inside the customer's site, where the service's JSON would mean nothing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { fragmentT } from '../../lib/fragment-translator.js';
import { siteUrl } from '../../lib/company-request.js';
import { renderHtml } from '../../lib/html.js';
import { companyBySlug, widgetCard } from './settings-queries.js';
import { WidgetNotice, type WidgetProblem } from './widget-notice.js';
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

/** Sends a whole page that other sites may frame. */
function sendFramable(reply: FastifyReply, status: number, body: string) {
  reply.removeHeader('x-frame-options');
  return reply
    .code(status)
    .header('content-security-policy', WIDGET_CSP)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>${body}`);
}

const widgetPageRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/widget/:slug',
    {
      // A refused slug or colour is answered by the handler with a page, not the JSON error reply.
      attachValidation: true,
      schema: {
        tags: ['company-settings'],
        summary: "The embeddable widget page of a company's profile",
        params: Params,
        querystring: Query,
        response: { 200: Type.String(), 400: Type.String(), 404: Type.String() },
      },
    },
    async (request, reply) => {
      const notice = (status: 400 | 404, problem: WidgetProblem) =>
        sendFramable(
          reply,
          status,
          renderHtml(<WidgetNotice t={fragmentT(request)} lang={request.lang} problem={problem} />),
        );
      const refused = request.validationError;
      // A slug no company can have is no company; otherwise the query was refused (mostly the colour).
      if (refused && refused.validationContext === 'params') return notice(404, 'not_found');
      if (refused) {
        const errors: { instancePath?: string }[] = refused.validation;
        return notice(400, errors.some((e) => e.instancePath === '/color') ? 'bad_color' : 'bad_address');
      }
      const company = await companyBySlug(fastify.db, request.params.slug);
      if (!company) return notice(404, 'not_found');
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
      return sendFramable(reply, 200, body);
    },
  );
};

export default widgetPageRoute;
