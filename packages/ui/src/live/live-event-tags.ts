// What an open page fetches again when a live event arrives: the cache tags of the shared api
// whose lists and pages the event may have changed. A query that is not on screen costs nothing
// (RTK Query drops it instead of fetching), so an event names every page it may touch.
import type { LiveEventType } from '@opgavetorvet/contracts';
import { apiTagTypes } from '../api/base-api';

export type ApiTagType = (typeof apiTagTypes)[number];

const jobs: readonly ApiTagType[] = ['UserJobs', 'CompanyJobs'];
const cancellation: readonly ApiTagType[] = ['Cancellations', ...jobs];

export const liveEventTags: Readonly<Record<LiveEventType, readonly ApiTagType[]>> = {
  // The customer's job page and list show the offer; its comment opens a conversation.
  new_bid: ['UserJobs', 'Messages'],
  // The company's bid state, and the decline's message in its conversations.
  bid_declined: ['CompanyJobs', 'Messages'],
  supplier_chosen: jobs,
  job_confirmed: jobs,
  job_refused: jobs,
  contract_changes: jobs,
  job_finished: jobs,
  invited: jobs,
  cancel_requested: cancellation,
  cancel_withdrawn: cancellation,
  cancel_approved: cancellation,
  // Approved, and the job is open for offers again (the customer wants a new company).
  cancel_approved_new_company: cancellation,
  cancel_rejected: cancellation,
  // The conversations, the red dot and the job pages that show a thread.
  new_message: ['Messages', ...jobs],
  unread_count: ['Messages'],
  // A support case's, complaint's or ticket's thread got Opgavetorvet's answer (tickets show on won jobs).
  help_answered: ['Help', 'CompanyJobs'],
  // Something new or changed in the administrator's inbox: its list and the header's counts.
  help_inbox: ['Help'],
  // Events were missed: everything on screen may be old.
  resync: apiTagTypes,
};

const known = new Set<string>(Object.keys(liveEventTags));

/** The event type in an event's `data:` (JSON { type, job_id?, … }), or null for anything else. */
export function liveEventTypeOf(data: unknown): LiveEventType | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    const type = (parsed as { type?: unknown } | null)?.type;
    return typeof type === 'string' && known.has(type) ? (type as LiveEventType) : null;
  } catch {
    return null;
  }
}
