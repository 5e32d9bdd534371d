// What an inbox page knows of its open thread (issue 32), for both sides' inboxes: its inbox row when
// it is on the shown page, else its head (GET /api/beskeder/:contactId through the side's own
// `useThreadHead` query: a thread on another page, or one without messages yet). Either names both
// sides and the job, and the newest message's id.
import type { InboxThread, InboxThreadHead } from '@opgavetorvet/contracts';

/** The side's RTK Query hook of GET /api/beskeder/:contactId. */
export type ThreadHeadQuery = (contactId: number, options: { skip: boolean }) => { data?: InboxThreadHead };

export function useOpenInboxRow(
  threads: readonly InboxThread[] | undefined,
  contactId: number | null,
  useThreadHead: ThreadHeadQuery,
): InboxThreadHead | undefined {
  const listed = threads?.find((thread) => thread.contact_id === contactId);
  const { data: head } = useThreadHead(contactId ?? 0, {
    skip: contactId === null || threads === undefined || listed !== undefined,
  });
  return listed ?? (head?.contact_id === contactId ? head : undefined);
}
