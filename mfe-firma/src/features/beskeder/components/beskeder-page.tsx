// /firma/beskeder (alias /company/messages): the company's conversations with its customers (one
// per job it bid on), newest activity first with the unread count, and the open conversation's
// thread with the answer form. On a narrow screen the open conversation replaces the list.
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorArea, PageTitle, Pager, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useFirmaConversationsQuery } from '../api/beskeder-api';
import { useSelectedContact } from '../lib/use-selected-contact';
import { ConversationPanel } from './conversation-panel';
import { ConversationRow } from './conversation-row';
import '../beskeder.css';

export function BeskederPage() {
  const { t } = useTranslation();
  const { page, contactId, select, setPage } = useSelectedContact();
  const { data, error, isLoading } = useFirmaConversationsQuery(page);
  const title = <PageTitle text={t('firma:::beskeder::title')} />;

  if (isLoading) return <Spinner />;
  if (error || !data)
    return (
      <section className="stack" data-testid="firma-beskeder">
        {title}
        <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} />
      </section>
    );
  if (data.total === 0)
    return (
      <section className="stack" data-testid="firma-beskeder">
        {title}
        <EmptyState title={t('firma:::beskeder::empty_title')} text={t('firma:::beskeder::empty_text')} />
      </section>
    );
  const pageCount = Math.ceil(data.total / data.page_size);
  return (
    <section className="stack" data-testid="firma-beskeder">
      {title}
      <div className={`beskeder${contactId !== null ? ' beskeder--open' : ''}`}>
        <nav className="beskeder__list" aria-label={t('firma:::beskeder::list_label')}>
          <ul className="conversation-list">
            {data.conversations.map((conversation) => (
              <ConversationRow
                key={conversation.contact_id}
                conversation={conversation}
                selected={conversation.contact_id === contactId}
                onSelect={select}
              />
            ))}
          </ul>
          <Pager page={page} pageCount={pageCount} onPage={setPage} />
        </nav>
        {contactId !== null ? (
          <ConversationPanel
            contactId={contactId}
            conversation={data.conversations.find((c) => c.contact_id === contactId)}
            onBack={() => select(null)}
          />
        ) : (
          <p className="beskeder__hint">{t('firma:::beskeder::choose')}</p>
        )}
      </div>
    </section>
  );
}
