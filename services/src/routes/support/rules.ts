// Business rules of support as plain functions: what a new company message does to its case, and
// how a complaint's company name is matched to a profile (when a won job is overdue: lib/won-jobs.ts).
import { companySlug } from '../../lib/slug.js';

/** A company writing to its case opens it again for support, whatever its status was. */
export const STATUS_AFTER_COMPANY_MESSAGE = 'open' as const;

/** Candidates for the company a complaint names: the exact name, then its profile slug (any case, æøå). */
export function complaintCompanyKeys(companyName: string): { name: string; slug: string } {
  const name = companyName.trim().replace(/\s+/g, ' ');
  return { name, slug: companySlug(name) };
}
