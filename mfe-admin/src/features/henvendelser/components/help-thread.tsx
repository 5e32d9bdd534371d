// A help item's messages, oldest first: who wrote (the company, the customer or Opgavetorvet),
// when, and the text with its line breaks.
import { useTranslation } from 'react-i18next';
import type { HelpMessage } from '@opgavetorvet/contracts';
import { formatUnixDateTime } from '@opgavetorvet/ui';

export function HelpThread({ messages, fromName }: { messages: HelpMessage[]; fromName: string }) {
  const { t } = useTranslation();
  return (
    <ol className="message-thread help-thread" aria-label={t('admin:::henvendelser::thread_label')}>
      {messages.map((message, index) => (
        <li
          key={index}
          className={`message-thread__message message-thread__message--${message.sender}`}
          data-testid="help-message"
        >
          <div className="message-thread__meta">
            <strong>{message.sender === 'staff' ? t('admin:::henvendelser::sender_staff') : fromName}</strong>
            <time dateTime={new Date(message.created_at * 1000).toISOString()}>
              {formatUnixDateTime(message.created_at)}
            </time>
          </div>
          <p className="message-thread__body">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
