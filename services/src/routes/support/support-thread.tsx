// A support case as server-rendered markup: subject, status and the messages in order, each with
// who wrote it (the company or Opgavetorvet support), when, and its text paragraph by paragraph.
import type { SupportCaseStatus } from '@opgavetorvet/contracts';
import { formatDateTime } from '../../lib/danish.js';
import type { Translate } from '../../lib/translator.js';
import type { SupportMessageRow } from './queries.js';

interface MessageProps {
  t: Translate;
  lang: string;
  message: SupportMessageRow;
}

/** One message; /firma/send_support_message answers this for the message it appended. */
export function SupportMessageItem({ t, lang, message }: MessageProps) {
  return (
    <li
      className={`support-message${message.sender === 'staff' ? ' support-message-staff' : ''}`}
      data-message-id={message.id}
    >
      <div className="support-message-meta">
        <strong>{t(`fragments:::support::sender::${message.sender}`)}</strong> ·{' '}
        <time dateTime={new Date(message.createdAt * 1000).toISOString()}>
          {formatDateTime(message.createdAt, lang)}
        </time>
      </div>
      {message.body.split(/\r?\n/).map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </li>
  );
}

interface ThreadProps {
  t: Translate;
  lang: string;
  caseId: number;
  subject: string;
  status: SupportCaseStatus;
  messages: SupportMessageRow[];
}

export function SupportThread({ t, lang, caseId, subject, status, messages }: ThreadProps) {
  return (
    <div data-supportcase-id={caseId}>
      <h4 className="support-subject">{subject}</h4>
      <p className="support-status">
        {t('fragments:::support::status_label', { status: t(`fragments:::support::status::${status}`) })}
      </p>
      <ol className="support-messages">
        {messages.map((message) => (
          <SupportMessageItem key={message.id} t={t} lang={lang} message={message} />
        ))}
      </ol>
    </div>
  );
}
