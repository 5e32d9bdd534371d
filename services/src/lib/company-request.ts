// What company routes need from a request besides their company (request.company, set by the company
// scope in plugins/app/scopes.ts): the site's own address for links in mail and embed code. The
// translator for server-rendered components is in fragment-translator.ts.
import type { FastifyRequest } from 'fastify';

/** The product's own address (PUBLIC_URL) for absolute links; a request's Host header is never trusted. */
export function siteUrl(request: FastifyRequest): string {
  return request.server.config.publicUrl;
}
