// What company routes need from a request: the caller's own company id (every query of a company
// route filters by it, so a company only reads and changes its own rows), a translator for
// server-rendered components, and the site's own address for links in mail and embed code.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { mustBeLoggedIn } from '../plugins/app/auth.js';
import type { TranslateParams } from './translator.js';
import type { Translate } from './html.js';

/** The logged-in company's id; 403 for an account without a company. */
export function ownCompanyId(request: FastifyRequest): number {
  const { companyId } = mustBeLoggedIn(request);
  if (companyId === null) throw new AppError(403, 'errors:::forbidden');
  return companyId;
}

/** request.t in the shape renderHtml's components take. */
export function fragmentT(request: FastifyRequest): Translate {
  return (key, params) => request.t(key, params as TranslateParams | undefined);
}

/** The product's own address (PUBLIC_URL) for absolute links; a request's Host header is never trusted. */
export function siteUrl(request: FastifyRequest): string {
  return request.server.config.publicUrl;
}
