// The inbox's open thread (issue 32): its html (/ajax/bruger2/message_modal), kept read by the
// inboxes' shared hook (packages/ui inbox: marked read once shown, fetched again when the inbox shows
// a newer message in it).
import { useThreadKeptRead } from '@opgavetorvet/ui/inbox';
import { useBrugerInboxThreadQuery, useMarkBrugerThreadReadMutation } from '../api/messages-api';
import type { OpenThreadAddress } from './use-inbox-address';

export function useOpenThread(
  { contactId, jobId }: OpenThreadAddress,
  lastMessageId: number | null | undefined,
) {
  const thread = useBrugerInboxThreadQuery(
    { contact_id: contactId, job_id: jobId },
    { refetchOnMountOrArgChange: true },
  );
  const [markRead] = useMarkBrugerThreadReadMutation();
  useThreadKeptRead(thread, contactId, lastMessageId, markRead);
  return thread;
}
