// Business rules of support as plain functions: when a won job is overdue (a ticket is due), what a
// new company message does to its case, and how a complaint's company name is matched to a profile.
import { slugify } from '../accounts/rules.js';

/** Contact states of a won job still in progress. */
export const WON_IN_PROGRESS = ['awaiting_confirmation', 'confirmed', 'changes_proposed'] as const;

/** A won job in progress is overdue once its expected end date (sent with the SMS) has passed. */
export function isOverdue(contact: { isWinner: boolean; state: string; expectedEndAt: number | null }, now: number): boolean {
  return (
    contact.isWinner &&
    (WON_IN_PROGRESS as readonly string[]).includes(contact.state) &&
    contact.expectedEndAt !== null &&
    contact.expectedEndAt < now
  );
}

/** A company writing to its case opens it again for support, whatever its status was. */
export const STATUS_AFTER_COMPANY_MESSAGE = 'open' as const;

/** Candidates for the company a complaint names: the exact name, then its profile slug (any case, æøå). */
export function complaintCompanyKeys(companyName: string): { name: string; slug: string } {
  const name = companyName.trim().replace(/\s+/g, ' ');
  return { name, slug: slugify(name) };
}
