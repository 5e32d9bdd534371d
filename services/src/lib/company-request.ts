// What company routes need from a request: the caller's own company id (every query of a company
// route filters by it, so a company only reads and changes its own rows) and the site's own address
// for links in mail and embed code. The translator for server-rendered components is in
// fragment-translator.ts.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { mustBeLoggedIn } from '../plugins/app/auth.js';

/** The logged-in company's id; 403 for an account without a company. */
export function ownCompanyId(request: FastifyRequest): number {
  const { companyId } = mustBeLoggedIn(request);
  if (companyId === null) throw new AppError(403, 'errors:::forbidden');
  return companyId;
}

/** The product's own address (PUBLIC_URL) for absolute links; a request's Host header is never trusted. */
export function siteUrl(request: FastifyRequest): string {
  return request.server.config.publicUrl;
}
