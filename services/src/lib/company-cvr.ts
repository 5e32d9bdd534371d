// The rules a company's CVR number must meet beyond its eight digits (issue 31): the register's
// modulus-11 check, not the seller's own number (SELLER_CVR, printed on every receipt), and not a
// number another company already uses. Each refusal is a 400/409 with its Danish text at the field.
// The last is the schema's too (companies_cvr_idx): a write that loses a race to another company
// past the check fails on the index, and `cvrTakenOf` turns that into the same refusal.
import { and, eq, ne } from 'drizzle-orm';
import { isCvrNumber } from '@opgavetorvet/contracts';
import type { Queryable } from '../db/engine/store.js';
import { companies } from '../db/schema/index.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { AppError } from '../errors.js';

/**
 * Throws when `cvr` cannot be this company's: a bad check digit, the seller's number, or one
 * another company uses (`companyId`, when the company exists, is not counted as another).
 */
export async function checkCompanyCvr(
  db: Queryable,
  cvr: string,
  sellerCvr: string,
  companyId?: number,
): Promise<void> {
  if (!isCvrNumber(cvr)) throw new AppError(400, 'errors:::cvr_check');
  if (cvr === sellerCvr) throw new AppError(400, 'errors:::cvr_seller');
  const other = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.cvr, cvr), companyId === undefined ? undefined : ne(companies.id, companyId)))
    .get();
  if (other) throw new AppError(409, 'errors:::cvr_taken');
}

/** A write's error as its refusal when it broke the one-company-per-CVR index; else the error itself. */
export function cvrTakenOf(err: unknown): unknown {
  return isUniqueViolation(err, 'companies.cvr') ? new AppError(409, 'errors:::cvr_taken') : err;
}
