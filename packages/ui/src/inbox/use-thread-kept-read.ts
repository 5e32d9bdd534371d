// The inbox's open thread kept read (issue 32), for both sides' inboxes: marked read once it is shown
// (POST /api/beskeder/:contactId/laest through the side's own `markRead`: only this thread; the inbox
// and the red dot count again), and fetched again when the inbox shows a newer message in it (a live
// event or an answer refreshed the inbox), which is then marked read in turn. The page keys its panel
// by the thread, so a newly opened one starts afresh.
import { useEffect, useRef } from 'react';

/** What the hook needs of the side's thread query (an RTK Query result). */
export interface ShownThread {
  data?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export function useThreadKeptRead(
  { data, isFetching, refetch }: ShownThread,
  contactId: number,
  lastMessageId: number | null | undefined,
  markRead: (contactId: number) => unknown,
): void {
  const seen = useRef(lastMessageId);

  // undefined: not known yet; null: no message yet.
  useEffect(() => {
    if (lastMessageId === undefined) return;
    if (seen.current !== undefined && seen.current !== lastMessageId) void refetch();
    seen.current = lastMessageId;
  }, [lastMessageId, refetch]);

  // The same reply fetched again is the same object (RTK Query keeps it): only a changed thread is marked.
  useEffect(() => {
    if (data && !isFetching) void markRead(contactId);
  }, [data, isFetching, contactId, markRead]);
}
