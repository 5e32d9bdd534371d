// The customer's message modal with one company (/ajax/bruger2/message_modal): the conversation,
// a reply form for /opgave/new_message and, while the offer stands, "Tak, men nej tak" with the
// preset answers or 'Andet' and the customer's own text. The reply form has a place for the page's
// file picker (issue 30: the page draws it there); its text may then be empty, so it is not required.
import { DECLINE_OPTIONS, DECLINE_OTHER, MESSAGE_MAX } from '@opgavetorvet/contracts';
import type { Translate } from '../../../lib/translator.js';
import type { ThreadRow } from '../queries.js';
import { MessageItem } from './message-item.js';

interface ThreadModalProps {
  t: Translate;
  lang: string;
  companyName: string;
  messages: ThreadRow[];
  /** The fields /opgave/new_message needs; no bid means no reply form. */
  bidId: number | null;
  userId: number;
  companyId: number;
  canDecline: boolean;
}

export function ThreadModal({
  t,
  lang,
  companyName,
  messages,
  bidId,
  userId,
  companyId,
  canDecline,
}: ThreadModalProps) {
  const k = (key: string) => t(`fragments-beskeder:::thread::${key}`);
  const hidden =
    bidId === null
      ? []
      : [
          ['bidid', bidId],
          ['userid', userId],
          ['companyid', companyId],
        ];
  return (
    <div className="message-thread">
      <h2>{t('fragments-beskeder:::thread::title', { company: companyName })}</h2>
      {messages.length === 0 ? (
        <p className="message-thread__empty">{k('empty')}</p>
      ) : (
        <ol className="message-thread__messages">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              t={t}
              lang={lang}
              message={message}
              mine={message.sender === 'user'}
              companyName={companyName}
            />
          ))}
        </ol>
      )}
      {bidId !== null ? (
        <form className="message-thread__reply" method="post" action="/opgave/new_message">
          {hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={String(name)} value={value} />
          ))}
          <input type="hidden" name="save_data_bd" value={0} />
          <label>
            {k('reply')}
            <textarea name="msg" maxLength={MESSAGE_MAX} />
          </label>
          <div className="message-thread__files" data-slot="message-files" />
          <button type="submit" className="btn btn-primary">
            {k('send')}
          </button>
        </form>
      ) : null}
      {bidId !== null && canDecline ? (
        <form className="message-thread__decline" method="post" action="/opgave/new_message">
          {hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={String(name)} value={value} />
          ))}
          <input type="hidden" name="save_data_bd" value={1} />
          <fieldset>
            <legend>{k('decline')}</legend>
            {DECLINE_OPTIONS.map((option, i) => (
              <label key={option}>
                <input type="radio" name="option" value={option} defaultChecked={i === 0} /> {option}
              </label>
            ))}
          </fieldset>
          <label>
            {t('fragments-beskeder:::thread::other_text', { other: DECLINE_OTHER })}
            <textarea name="msg" maxLength={MESSAGE_MAX} />
          </label>
          <p className="message-thread__decline-note">{k('decline_note')}</p>
          <button type="submit" className="btn">
            {k('decline_send')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
