// The messages modal (/bruger2/show_message_modal): every conversation with one customer, each
// under its job and company, oldest message first so the page can scroll to the newest. A company
// also sees where each won job stands (finish, cancel awaiting the administrator, finished); a
// customer gets a button to answer each company (the page opens that conversation's thread).
import type { Translate } from '../../../lib/translator.js';
import type { Conversation, ThreadRow } from '../queries.js';
import { ConversationStatus } from '../../../lib/won-job-standing.js';
import { MessageItem } from './message-item.js';

interface ConversationListProps {
  t: Translate;
  lang: string;
  conversations: Conversation[];
  messages: ThreadRow[];
  reader: 'user' | 'company';
}

export function ConversationList({ t, lang, conversations, messages, reader }: ConversationListProps) {
  return (
    <div className="message-list">
      {conversations.map((conversation) => {
        const own = messages.filter((m) => m.contactId === conversation.contactId);
        return (
          <section
            key={conversation.contactId}
            className="message-list__conversation"
            data-contact-id={conversation.contactId}
          >
            <h3>
              {t('fragments-beskeder:::list::heading', {
                headline: conversation.headline,
                company: conversation.companyName,
                job_id: conversation.jobId,
              })}
            </h3>
            {reader === 'company' ? <ConversationStatus t={t} conversation={conversation} /> : null}
            {reader === 'user' ? <ReplyButton t={t} conversation={conversation} /> : null}
            {own.length === 0 ? (
              <p className="message-list__empty">{t('fragments-beskeder:::list::empty')}</p>
            ) : (
              <ol className="message-list__messages">
                {own.map((message) => (
                  <MessageItem
                    key={message.id}
                    t={t}
                    lang={lang}
                    message={message}
                    mine={message.sender === reader}
                    companyName={conversation.companyName}
                  />
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** 'Svar {company}': the page (mfe-bruger messages-modal.tsx) opens the thread from its data. */
function ReplyButton({ t, conversation }: { t: Translate; conversation: Conversation }) {
  return (
    <button
      type="button"
      className="btn btn--secondary message-list__reply"
      data-action="reply"
      data-contact-id={conversation.contactId}
      data-job-id={conversation.jobId}
      data-company={conversation.companyName}
    >
      {t('fragments-beskeder:::list::reply', { company: conversation.companyName })}
    </button>
  );
}
