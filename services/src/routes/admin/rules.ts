// Business rules of the administrator's cancellation decisions as plain functions: when an approved
// cancellation puts the job back out for bids, and what approving does to the job.
import type { JobStatus } from '../../db/schema/index.js';
import { KEEP_OPEN_DAYS } from '../../lib/reminders/keep-open.js';
import { DAY } from '../../lib/reminders/once.js';

/**
 * An approved request saying the customer wants a new company ('Kunden ønsker et nyt firma')
 * puts the job back out for bids. Not a personalised order: it was addressed to the cancelling
 * company alone, and opening it to every company is the customer's choice, not ours (it is
 * cancelled as before; she can post the job anew).
 */
export function putsBackOutForBids(request: {
  optionNewOne: boolean;
  personalizedCompanyId: number | null;
}): boolean {
  // Boolean(): a stored flag may come back as 1 or 0 (PostgreSQL keeps it as a number).
  return Boolean(request.optionNewOne) && request.personalizedCompanyId === null;
}

export interface ApprovedJobChange {
  status: JobStatus;
  closedAt: number | null;
  openUntil?: number;
}

/**
 * The assigned job on approval: cancelled and closed; or, back out for bids, open again (as after
 * a company's refusal) for KEEP_OPEN_DAYS from now, so an old job does not expire at once.
 */
export function approvedJobChange(backOutForBids: boolean, now: number): ApprovedJobChange {
  return backOutForBids
    ? { status: 'open', closedAt: null, openUntil: now + KEEP_OPEN_DAYS * DAY }
    : { status: 'cancelled', closedAt: now };
}
