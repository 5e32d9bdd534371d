// /bruger/klager: the customer's complaints, newest first, each with its thread — her complaint,
// then Opgavetorvet's answers — and where it stands. The answer's e-mail links here.
import { useTranslation } from 'react-i18next';
import type { OwnComplaint } from '@opgavetorvet/contracts';
import {
  Badge,
  Card,
  EmptyState,
  ErrorArea,
  PageTitle,
  Spinner,
  formatUnixDateTime,
  type BadgeTone,
} from '@opgavetorvet/ui';
import { useOwnComplaintsQuery } from '../api/complaints-api';
import { AccountNav } from './account-nav';

const tones: Record<OwnComplaint['status'], BadgeTone> = {
  open: 'warning',
  answered: 'success',
  closed: 'neutral',
};

function ComplaintCard({ complaint }: { complaint: OwnComplaint }) {
  const { t } = useTranslation();
  const when = formatUnixDateTime;
  return (
    <Card data-testid="own-complaint" data-complaint-id={complaint.complaint_id}>
      <div className="job-card__head">
        <h2 className="card__title">
          {t('bruger:::complaints::about', { company: complaint.company_name })}
        </h2>
        <Badge tone={tones[complaint.status]}>{t(`bruger:::complaints::status::${complaint.status}`)}</Badge>
      </div>
      <ol className="message-thread">
        {complaint.messages.map((message, index) => (
          <li
            key={index}
            className={`message-thread__message message-thread__message--${message.sender}`}
            data-testid="complaint-message"
          >
            <div className="message-thread__meta">
              <strong>
                {t(`bruger:::complaints::sender::${message.sender === 'staff' ? 'staff' : 'you'}`)}
              </strong>
              <time dateTime={new Date(message.created_at * 1000).toISOString()}>
                {when(message.created_at)}
              </time>
            </div>
            <p className="message-thread__body">{message.body}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function ComplaintsPage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useOwnComplaintsQuery();
  return (
    <section className="stack" data-testid="bruger-klager">
      <PageTitle text={t('bruger:::complaints::title')} />
      <AccountNav />
      <p className="muted">{t('bruger:::complaints::lead')}</p>
      {isLoading && <Spinner />}
      <ErrorArea message={error ? t('bruger:::account::load_error') : null} />
      {data && data.complaints.length === 0 && (
        <EmptyState
          title={t('bruger:::complaints::empty_title')}
          text={t('bruger:::complaints::empty_text')}
        />
      )}
      {data && data.complaints.length > 0 && (
        <div className="stack">
          {data.complaints.map((complaint) => (
            <ComplaintCard key={complaint.complaint_id} complaint={complaint} />
          ))}
        </div>
      )}
    </section>
  );
}
