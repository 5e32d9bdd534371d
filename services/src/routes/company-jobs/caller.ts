// Who is calling a company route: the logged-in company's id, which every query of these areas puts
// in its where clause, so a company only ever reads and changes its own rows.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { mustBeLoggedIn } from '../../plugins/app/auth.js';

/** The caller's company id; 401 without a login, 403 for an account without a company. */
export function ownCompanyId(request: FastifyRequest): number {
  const { companyId } = mustBeLoggedIn(request);
  if (companyId === null) throw new AppError(403, 'errors:::forbidden');
  return companyId;
}
