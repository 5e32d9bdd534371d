// The conversation with one company under its offer, oldest first; new messages are marked. A
// message's photos open in the lightbox and its PDFs download (issue 30); one of only files shows no
// text.
import { useTranslation } from 'react-i18next';
import type { ThreadMessage } from '@opgavetorvet/contracts';
import { Badge, formatUnixDate } from '@opgavetorvet/ui';
import { MessageFiles } from '../../../components/message-files';

export function OfferMessages({ messages, companyName }: { messages: ThreadMessage[]; companyName: string }) {
  const { t, i18n } = useTranslation();
  if (messages.length === 0) return null;
  const senderOf = (message: ThreadMessage) =>
    message.sender === 'user'
      ? t('bruger:::messages::you')
      : message.sender === 'company'
        ? companyName
        : t('bruger:::messages::system');
  return (
    <section className="offer-messages" aria-label={t('bruger:::messages::title', { company: companyName })}>
      <h4 className="offer-messages__title">{t('bruger:::messages::title', { company: companyName })}</h4>
      <ul className="offer-messages__list">
        {messages.map((message) => (
          <li
            key={message.message_id}
            className={`offer-message offer-message--${message.sender}`}
            data-testid="offer-message"
          >
            <p className="offer-message__meta">
              <strong>{senderOf(message)}</strong> · {formatUnixDate(message.created_at, i18n.language)}
              {message.is_new && <Badge tone="info">{t('bruger:::messages::new')}</Badge>}
            </p>
            {message.body && <p className="offer-message__body">{message.body}</p>}
            <MessageFiles files={message.files} />
          </li>
        ))}
      </ul>
    </section>
  );
}
