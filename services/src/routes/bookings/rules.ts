// Business rules of the booking sidebar and won-job decisions as plain functions: the dollar icon's
// class, the booking search text, the page a won-tab request lands on, and the booking's address.
import type { ContactState } from '../../db/schema/index.js';

/** SPEC §3 selected_no_milestone: the booking's dollar icon class (documented in the contract). */
export function milestoneClass(state: ContactState): string {
  if (state === 'finished') return 'milestone-done';
  if (state === 'refused' || state === 'cancelled' || state === 'cancel_pending')
    return 'milestone-cancelled';
  return 'no-milestone';
}

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

/** SPEC §2: a URL containing /bookings/{id} opens that booking on the won-jobs page. */
export const bookingUrl = (contactId: number): string =>
  `/firma/opgaver/dine-vundne-opgaver/bookings/${contactId}`;

/** SPEC §4: the won-job modal's three answers are only for a chosen company awaiting confirmation. */
export const DECIDABLE_STATE: ContactState = 'awaiting_confirmation';
/** Changes may be proposed again while the customer has not answered the last proposal. */
export const CHANGEABLE_STATES: readonly ContactState[] = ['awaiting_confirmation', 'changes_proposed'];
