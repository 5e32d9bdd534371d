// Business rules of the booking sidebar and won-job decisions as plain functions: the dollar icon's
// class, the booking search text, and the page a won-tab request lands on. The booking's address is the contracts' bookingPage.
// Which state a won job may be answered in is the job's life: domain/jobs/transitions.ts.
import type { ContactState } from '../../db/schema/index.js';

/** SPEC §3 selected_no_milestone: the booking's dollar icon class (documented in the contract). */
export function milestoneClass(state: ContactState): string {
  if (state === 'finished') return 'milestone-done';
  if (state === 'refused' || state === 'cancelled' || state === 'cancel_pending')
    return 'milestone-cancelled';
  return 'no-milestone';
}

/**
 * States in which a booking will not be carried out: its appointments leave the company's calendar
 * (a cancellation still waiting for the administrator keeps them; it may be rejected).
 */
export const OFF_CALENDAR_STATES: readonly ContactState[] = ['cancelled', 'refused', 'declined', 'withdrawn'];

/** The search as the query matches it: trimmed, lower-cased the Danish way ('' = every booking). */
export function bookingSearch(text: string | undefined): string {
  return (text ?? '').trim().toLocaleLowerCase('da-DK');
}

/** The page a won-tab request shows: page 1 (and a redirect) when the asked page is past the end. */
export function landingPage(
  page: number,
  total: number,
  pageSize: number,
): { page: number; redirect: boolean } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return page > pages ? { page: 1, redirect: true } : { page, redirect: false };
}
