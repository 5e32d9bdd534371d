// The message modal of a company's contact (/firma/message_modal): where its won job stands (the
// messages modal's status), the thread with the customer, oldest first, each message marked by who
// wrote it with its photos and PDFs (issue 30), and a link to the job when one is given.
import type { ContactState } from '../../../db/schema/index.js';
import type { Side } from '../../../db/queries/contacts.js';
import { isUnreadBy, type MessageRow, type ThreadRow } from '../../../db/queries/messages.js';
import { formatDateTime } from '../../../lib/danish.js';
import { MessageFiles } from '../../../lib/message-files.js';
import { shownName } from '../../../lib/personal-data/shown-name.js';
import type { Translate } from '../../../lib/translator.js';
import { ConversationStatus } from '../../../lib/won-job-standing.js';

export interface ThreadHead {
  contact_id: number;
  job_id: number;
  headline: string;
  customer_name: string;
  company_name: string;
  state: ContactState;
  is_winner: number;
  finished_price_ore: number | null;
}

/** The company's own messages and the system's are set apart; the customer's have the thread's plain look. */
const senderClass = (sender: MessageRow['sender']): string =>
  sender === 'company' ? ' from-company' : sender === 'system' ? ' from-system' : '';

interface MessageThreadProps {
  head: ThreadHead;
  messages: ThreadRow[];
  /** The company reading the thread: what the customer wrote that it had not read is marked new. */
  reader: Side;
  link: string | undefined;
  t: Translate;
  lang: string;
}

export function MessageThread({ head, messages, reader, link, t, lang }: MessageThreadProps) {
  const author = (sender: MessageRow['sender']): string =>
    sender === 'user'
      ? shownName(head.customer_name, t)
      : sender === 'company'
        ? head.company_name
        : t('fragments-firma:::thread::system');
  return (
    <div className="message-thread" data-contact-id={head.contact_id} data-job-id={head.job_id}>
      <h2 className="thread-title">
        {t('fragments-firma:::thread::title', {
          headline: head.headline,
          name: shownName(head.customer_name, t),
        })}
      </h2>
      <ConversationStatus
        t={t}
        conversation={{
          contactId: head.contact_id,
          jobId: head.job_id,
          state: head.state,
          isWinner: head.is_winner === 1,
          finishedPriceOre: head.finished_price_ore,
        }}
      />
      {messages.length === 0 ? (
        <p className="thread-empty">{t('fragments-firma:::thread::empty')}</p>
      ) : (
        <ol className="thread-messages">
          {messages.map((m) => (
            <li
              key={m.id}
              className={`thread-message${senderClass(m.sender)}${isUnreadBy(m, reader) ? ' new-message' : ''}`}
            >
              <p className="thread-meta">
                <span className="thread-author">{author(m.sender)}</span>{' '}
                <time dateTime={new Date(m.createdAt * 1000).toISOString()}>
                  {formatDateTime(m.createdAt, lang)}
                </time>
              </p>
              {m.body ? <p className="thread-body">{m.body}</p> : null}
              <MessageFiles
                files={m.files}
                t={t}
                lang={lang}
                own={m.sender === ('companyId' in reader ? 'company' : 'user')}
              />
            </li>
          ))}
        </ol>
      )}
      {link ? (
        <a className="btn btn--quiet" href={link}>
          {t('fragments-firma:::thread::go_to_job')}
        </a>
      ) : null}
    </div>
  );
}
