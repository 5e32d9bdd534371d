// One thread in the customer's inbox: the company, the job, the newest message's first words (with
// how many files it has) and its time and, while the company's messages are unread, the red dot
// with their count. The whole row is one button that opens the thread.
import { useTranslation } from 'react-i18next';
import type { InboxThread } from '@opgavetorvet/contracts';
import { UnreadDot, formatUnixDateTime } from '@opgavetorvet/ui';

interface InboxRowProps {
  thread: InboxThread;
  selected: boolean;
  onOpen: (thread: InboxThread) => void;
}

export function InboxRow({ thread: th, selected, onOpen }: InboxRowProps) {
  const { t } = useTranslation();
  const text = [
    th.last_message,
    th.last_files > 0 ? t('bruger:::messages::files_count', { count: th.last_files }) : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  return (
    <li>
      <button
        type="button"
        className={`inbox-row${selected ? ' inbox-row--selected' : ''}${th.unread > 0 ? ' inbox-row--unread' : ''}`}
        aria-current={selected ? 'true' : undefined}
        data-testid="conversation"
        data-contact-id={th.contact_id}
        data-job-id={th.job_id}
        onClick={() => onOpen(th)}
      >
        <span className="inbox-row__head">
          <span className="inbox-row__name">{th.company_name}</span>
          <UnreadDot count={th.unread} label={t('bruger:::messages::unread', { count: th.unread })} />
          <time className="inbox-row__date" dateTime={new Date(th.last_at * 1000).toISOString()}>
            {formatUnixDateTime(th.last_at)}
          </time>
        </span>
        <span className="inbox-row__job">
          {t('bruger:::messages::job', { headline: th.headline, job_id: th.job_id })}
        </span>
        <span className="inbox-row__preview">
          {th.last_sender === 'user' ? t('bruger:::messages::you_wrote', { text }) : text}
        </span>
      </button>
    </li>
  );
}
