// One thread in the company's inbox: the customer, the job, the newest message's first words (with
// how many files it has, issue 30) and its time and, while the customer's messages are unread, the
// red dot with their count.
import { useTranslation } from 'react-i18next';
import type { InboxThread } from '@opgavetorvet/contracts';
import { UnreadDot, formatUnixDateTime } from '@opgavetorvet/ui';

interface ConversationRowProps {
  conversation: InboxThread;
  selected: boolean;
  onSelect: (contactId: number) => void;
}

export function ConversationRow({ conversation: c, selected, onSelect }: ConversationRowProps) {
  const { t } = useTranslation();
  const text = [
    c.last_message,
    c.last_files > 0 ? t('firma:::beskeder::files_count', { count: c.last_files }) : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  const preview = c.last_sender === 'company' ? t('firma:::beskeder::you_wrote', { text }) : text;
  return (
    <li>
      <button
        type="button"
        className={`conversation-row${selected ? ' conversation-row--selected' : ''}${c.unread > 0 ? ' conversation-row--unread' : ''}`}
        aria-current={selected ? 'true' : undefined}
        data-testid="conversation"
        data-contact-id={c.contact_id}
        data-job-id={c.job_id}
        onClick={() => onSelect(c.contact_id)}
      >
        <span className="conversation-row__head">
          <span className="conversation-row__name">{c.customer_name}</span>
          <UnreadDot count={c.unread} label={t('firma:::beskeder::unread', { count: c.unread })} />
          <time className="conversation-row__date" dateTime={new Date(c.last_at * 1000).toISOString()}>
            {formatUnixDateTime(c.last_at)}
          </time>
        </span>
        <span className="conversation-row__job">
          {t('firma:::beskeder::job', { headline: c.headline, job_id: c.job_id })}
        </span>
        <span className="conversation-row__preview">{preview}</span>
      </button>
    </li>
  );
}
