// The open conversation: the thread from /firma/message_modal, marked read once shown and kept up to
// date (lib/use-open-thread.ts), and, when the conversation has a bid to answer on, the reply form.
// On a narrow screen it stands in for the list, with a way back to it.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxThreadHead } from '@opgavetorvet/contracts';
import { Button, ErrorArea, Spinner, serverTextOfError, MOBILE_QUERY } from '@opgavetorvet/ui';
import { useOpenThread } from '../lib/use-open-thread';
import { ReplyForm } from './reply-form';
import { ThreadHtml } from './thread-html';

interface ConversationPanelProps {
  contactId: number;
  /** The conversation's inbox row or head, when known (it holds the answer's fields). */
  conversation: InboxThreadHead | undefined;
  onBack: () => void;
}

export function ConversationPanel({ contactId, conversation, onBack }: ConversationPanelProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  // On a narrow screen the panel replaces the list: bring its top into view.
  useEffect(() => {
    if (window.matchMedia?.(MOBILE_QUERY).matches) ref.current?.scrollIntoView({ block: 'start' });
  }, [contactId]);
  const { data, error, isFetching, refetch } = useOpenThread(contactId, conversation?.last_message_id);
  const answerable =
    conversation && conversation.bid_id !== null ? { ...conversation, bid_id: conversation.bid_id } : null;
  return (
    <section
      ref={ref}
      className="inbox-thread"
      aria-label={t('firma:::beskeder::thread_label')}
      data-testid="conversation-panel"
    >
      <Button variant="quiet" className="inbox-thread__back" onClick={onBack}>
        {t('firma:::beskeder::back')}
      </Button>
      {error ? (
        <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} />
      ) : data ? (
        <ThreadHtml html={data.html} onChanged={() => void refetch()} />
      ) : (
        isFetching && <Spinner />
      )}
      {answerable && !error && <ReplyForm conversation={answerable} onSent={() => void refetch()} />}
    </section>
  );
}
