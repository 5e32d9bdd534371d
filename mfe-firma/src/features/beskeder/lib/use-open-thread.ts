// The open thread of the messages page (issue 32): its html (/firma/message_modal), kept read by the
// inboxes' shared hook (packages/ui inbox: marked read once shown, fetched again when the inbox shows
// a newer message in it).
import { useThreadKeptRead } from '@opgavetorvet/ui/inbox';
import { useFirmaMessageThreadQuery, useMarkFirmaThreadReadMutation } from '../api/beskeder-api';

export function useOpenThread(contactId: number, lastMessageId: number | null | undefined) {
  const thread = useFirmaMessageThreadQuery({ contact_id: contactId }, { refetchOnMountOrArgChange: true });
  const [markRead] = useMarkFirmaThreadReadMutation();
  useThreadKeptRead(thread, contactId, lastMessageId, markRead);
  return thread;
}
