// /bruger/beskeder, where the header's messages link leads a customer: the inbox (issue 32). One row
// per thread with a message, newest first, 20 a page (?page=), each with the company, the job, the
// newest message, its time and the unread count; the open thread (?contact_id=&job_id=) beside it,
// read (only that thread is marked read) and answered in place. On a narrow screen the open thread
// replaces the list, with a way back.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, Pager } from '@opgavetorvet/ui';
import { InboxRow, InboxSection, useOpenInboxRow } from '@opgavetorvet/ui/inbox';
import { paths } from '../../../config/paths';
import { useBrugerInboxQuery, useBrugerThreadHeadQuery } from '../api/messages-api';
import { useInboxAddress } from '../lib/use-inbox-address';
import { ThreadPanel } from './thread-panel';
import '../messages.css';

export function MessagesPage() {
  const { t } = useTranslation();
  const { page, open, openThread, setPage } = useInboxAddress();
  const inbox = useBrugerInboxQuery(page);
  // The open thread's inbox row, or its head when it is not on the shown page.
  const row = useOpenInboxRow(inbox.data?.threads, open?.contactId ?? null, useBrugerThreadHeadQuery);

  return (
    <InboxSection testId="bruger-beskeder" title={t('bruger:::messages::page_title')} inbox={inbox}>
      {(data) =>
        data.total === 0 && open === null ? (
          <>
            <EmptyState
              title={t('bruger:::messages::empty_title')}
              text={t('bruger:::messages::empty_text')}
            />
            <Link to={paths.opgaver}>{t('bruger:::messages::to_jobs')}</Link>
          </>
        ) : (
          <div className={`inbox${open ? ' inbox--open' : ''}`}>
            <nav className="inbox__list" aria-label={t('bruger:::messages::list_label')}>
              <ul className="inbox-list" data-testid="message-list">
                {data.threads.map((thread) => (
                  <InboxRow
                    key={thread.contact_id}
                    thread={thread}
                    name={thread.company_name}
                    reader="user"
                    texts="bruger:::messages"
                    selected={thread.contact_id === open?.contactId}
                    onOpen={() => openThread({ contactId: thread.contact_id, jobId: thread.job_id })}
                  />
                ))}
              </ul>
              <Pager page={page} pageCount={Math.ceil(data.total / data.page_size)} onPage={setPage} />
            </nav>
            {open ? (
              <ThreadPanel key={open.contactId} open={open} thread={row} onBack={() => openThread(null)} />
            ) : (
              <p className="inbox__hint">{t('bruger:::messages::choose')}</p>
            )}
          </div>
        )
      }
    </InboxSection>
  );
}
