// /firma/beskeder (alias /company/messages), the company's inbox (issue 32): one row per thread with
// a message, newest first, 20 a page (?page=), each with the customer, the job, the newest message,
// its time and the unread count; the open thread (?contact_id=) beside it, read and answered in
// place. On a narrow screen the open thread replaces the list, with a way back.
import { useTranslation } from 'react-i18next';
import { EmptyState, Pager } from '@opgavetorvet/ui';
import { InboxRow, InboxSection, useOpenInboxRow } from '@opgavetorvet/ui/inbox';
import { useFirmaInboxQuery, useFirmaThreadHeadQuery } from '../api/beskeder-api';
import { useSelectedContact } from '../lib/use-selected-contact';
import { ConversationPanel } from './conversation-panel';
import '../beskeder.css';

export function BeskederPage() {
  const { t } = useTranslation();
  const { page, contactId, select, setPage } = useSelectedContact();
  const inbox = useFirmaInboxQuery(page);
  // The open thread's inbox row, or its head when it is not listed (another page, or no message yet).
  const open = useOpenInboxRow(inbox.data?.threads, contactId, useFirmaThreadHeadQuery);

  return (
    <InboxSection testId="firma-beskeder" title={t('firma:::beskeder::title')} inbox={inbox}>
      {(data) =>
        data.total === 0 && contactId === null ? (
          <EmptyState title={t('firma:::beskeder::empty_title')} text={t('firma:::beskeder::empty_text')} />
        ) : (
          <div className={`inbox${contactId !== null ? ' inbox--open' : ''}`}>
            <nav className="inbox__list" aria-label={t('firma:::beskeder::list_label')}>
              <ul className="inbox-list">
                {data.threads.map((thread) => (
                  <InboxRow
                    key={thread.contact_id}
                    thread={thread}
                    name={thread.customer_name}
                    reader="company"
                    texts="firma:::beskeder"
                    selected={thread.contact_id === contactId}
                    onOpen={() => select(thread.contact_id)}
                  />
                ))}
              </ul>
              <Pager page={page} pageCount={Math.ceil(data.total / data.page_size)} onPage={setPage} />
            </nav>
            {contactId !== null ? (
              <ConversationPanel
                key={contactId}
                contactId={contactId}
                conversation={open}
                onBack={() => select(null)}
              />
            ) : (
              <p className="inbox__hint">{t('firma:::beskeder::choose')}</p>
            )}
          </div>
        )
      }
    </InboxSection>
  );
}
