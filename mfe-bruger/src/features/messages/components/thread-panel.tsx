// The open thread of the customer's inbox: the company and the job, then the thread with its reply
// form (photos and PDFs too) and, while the offer stands, "Tak, men nej tak" (ThreadForms, as in the
// job page's modal). It is marked read once shown and kept up to date (lib/use-open-thread.ts). On a
// narrow screen it stands in for the list, with a way back to it.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxThreadHead } from '@opgavetorvet/contracts';
import { Button, ErrorArea, MOBILE_QUERY, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import type { OpenThreadAddress } from '../lib/use-inbox-address';
import { useOpenThread } from '../lib/use-open-thread';
import { ThreadForms } from './thread-forms';

interface ThreadPanelProps {
  open: OpenThreadAddress;
  /** The thread's inbox row or head, when known. */
  thread: InboxThreadHead | undefined;
  onBack: () => void;
}

export function ThreadPanel({ open, thread, onBack }: ThreadPanelProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const heading = useId();
  // On a narrow screen the panel replaces the list: bring its top into view.
  useEffect(() => {
    if (window.matchMedia?.(MOBILE_QUERY).matches) ref.current?.scrollIntoView({ block: 'start' });
  }, [open.contactId]);
  const { data, error, isFetching, refetch } = useOpenThread(open, thread?.last_message_id);
  const company = data?.company_name ?? thread?.company_name ?? '';
  return (
    <section ref={ref} className="inbox-thread" aria-labelledby={heading} data-testid="thread-panel">
      <Button variant="quiet" className="inbox-thread__back" onClick={onBack}>
        {t('bruger:::messages::back')}
      </Button>
      <header className="inbox-thread__head">
        <h2 id={heading}>{t('bruger:::messages::title', { company })}</h2>
        {thread && (
          <p className="inbox-thread__job">
            {t('bruger:::messages::job', { headline: thread.headline, job_id: thread.job_id })}
          </p>
        )}
      </header>
      {error ? (
        <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} />
      ) : data ? (
        <ThreadForms
          html={data.html}
          jobId={open.jobId}
          companyName={company}
          onSent={() => void refetch()}
        />
      ) : (
        isFetching && <Spinner />
      )}
    </section>
  );
}
