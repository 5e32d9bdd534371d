// One message of a conversation: who wrote it and when, the chosen decline answer if any, the text
// (none when it is only files) and its photos and PDFs. `mine` tells whether the reader wrote it
// (the page aligns own messages to the other side).
import type { StoredFile } from '@opgavetorvet/contracts';
import { formatDateTime } from '../../../lib/danish.js';
import { MessageFiles } from '../../../lib/message-files.js';
import type { Translate } from '../../../lib/translator.js';
import type { MessageRow } from '../queries.js';

interface MessageItemProps {
  t: Translate;
  lang: string;
  message: MessageRow & { files: readonly StoredFile[] };
  mine: boolean;
  /** Shown as the author of the company's messages. */
  companyName: string;
}

export function MessageItem({ t, lang, message, mine, companyName }: MessageItemProps) {
  const author =
    message.sender === 'system'
      ? t('fragments-beskeder:::author::system')
      : mine
        ? t('fragments-beskeder:::author::me')
        : message.sender === 'company'
          ? companyName
          : t('fragments-beskeder:::author::customer');
  const unread = !mine && message.sender !== 'system' && message.readAt === null;
  return (
    <li
      className={`message${message.sender === 'system' ? ' message--system' : ''}${mine ? ' message--mine' : ''}${unread ? ' message--new' : ''}`}
      data-message-id={message.id}
    >
      <p className="message__meta">
        <span className="message__author">{author}</span>{' '}
        <time dateTime={new Date(message.createdAt * 1000).toISOString()}>
          {formatDateTime(message.createdAt, lang)}
        </time>
      </p>
      {message.option ? <p className="message__option">{message.option}</p> : null}
      {message.body ? <p className="message__body">{message.body}</p> : null}
      <MessageFiles files={message.files} t={t} lang={lang} own={mine} />
    </li>
  );
}
