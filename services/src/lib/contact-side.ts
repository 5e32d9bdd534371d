// Which side of a contact the logged-in caller is on (the customer of its job, or its company), for
// the calls both sides make: the messages, the red dot, a company's details on the customer's page.
import type { SessionUser } from '@opgavetorvet/contracts';
import type { Side } from '../db/queries/contacts.js';
import { AppError } from '../errors.js';

/** The caller's side; an account without either (the administrator) has no contacts. */
export function sideOf(user: SessionUser): Side {
  if (user.role === 'user') return { userId: user.id };
  if (user.role === 'company' && user.companyId !== null) return { companyId: user.companyId };
  throw new AppError(403, 'errors:::forbidden');
}
