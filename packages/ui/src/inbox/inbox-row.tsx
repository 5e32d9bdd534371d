// One thread in an inbox (the customer's or the company's): the other side's name, the job, the
// newest message's first words (with how many files it has) and its time and, while the other
// side's messages are unread, the red dot with their count. The whole row is one button that opens
// the thread. Each side names its own texts (`texts`: files_count, unread, job, you_wrote under it).
import { useTranslation } from 'react-i18next';
import type { InboxThread } from '@opgavetorvet/contracts';
import { UnreadDot } from '../components/badge';
import { formatUnixDateTime } from '../lib/format-date';

export interface InboxRowProps {
  thread: InboxThread;
  /** The other side's name as the reader may see it. */
  name: string;
  /** The reader's side: their own newest message reads "Du skrev: …". */
  reader: 'user' | 'company';
  /** The key under which the side's texts are, e.g. 'bruger:::messages'. */
  texts: string;
  selected: boolean;
  onOpen: () => void;
}

export function InboxRow({ thread: th, name, reader, texts, selected, onOpen }: InboxRowProps) {
  const { t } = useTranslation();
  const text = [
    th.last_message,
    th.last_files > 0 ? t(`${texts}::files_count`, { count: th.last_files }) : '',
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
        onClick={onOpen}
      >
        <span className="inbox-row__head">
          <span className="inbox-row__name">{name}</span>
          <UnreadDot count={th.unread} label={t(`${texts}::unread`, { count: th.unread })} />
          <time className="inbox-row__date" dateTime={new Date(th.last_at * 1000).toISOString()}>
            {formatUnixDateTime(th.last_at)}
          </time>
        </span>
        <span className="inbox-row__job">
          {t(`${texts}::job`, { headline: th.headline, job_id: th.job_id })}
        </span>
        <span className="inbox-row__preview">
          {th.last_sender === reader ? t(`${texts}::you_wrote`, { text }) : text}
        </span>
      </button>
    </li>
  );
}
