// One conversation in the company's list: the customer, the job, the newest message (with how many
// files it has, issue 30) and, while the customer's messages are unread, the red dot with their count.
import { useTranslation } from 'react-i18next';
import type { CompanyConversation } from '@opgavetorvet/contracts';
import { UnreadDot, formatUnixDate } from '@opgavetorvet/ui';

interface ConversationRowProps {
  conversation: CompanyConversation;
  selected: boolean;
  onSelect: (contactId: number) => void;
}

export function ConversationRow({ conversation: c, selected, onSelect }: ConversationRowProps) {
  const { t, i18n } = useTranslation();
  // `last_files` may be absent in a reply of a service from before issue 30 (a remote deployed first).
  const files = c.last_files ?? 0;
  const text = [c.last_message ?? '', files > 0 ? t('firma:::beskeder::files_count', { count: files }) : '']
    .filter((part) => part !== '')
    .join(' ');
  const preview =
    c.last_message === null
      ? t('firma:::beskeder::no_messages')
      : c.last_sender === 'company'
        ? t('firma:::beskeder::you_wrote', { text })
        : text;
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
          <span className="conversation-row__date">{formatUnixDate(c.last_at, i18n.language)}</span>
        </span>
        <span className="conversation-row__job">
          {t('firma:::beskeder::job', { headline: c.headline, job_id: c.job_id })}
        </span>
        <span className="conversation-row__preview">{preview}</span>
      </button>
    </li>
  );
}
