// /admin/annulleringer: the cancellation requests companies have sent, awaiting a decision.
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorArea, PageTitle, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useCancellationsQuery } from '../api/cancellations-api';
import { CancellationCard } from './cancellation-card';

export function CancellationsPage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useCancellationsQuery();
  return (
    <section className="stack" data-testid="admin-annulleringer">
      <PageTitle text={t('admin:::cancellations::title')} />
      <p className="muted">{t('admin:::cancellations::lead')}</p>
      {isLoading && <Spinner />}
      <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      {data && data.items.length === 0 && (
        <EmptyState title={t('admin:::cancellations::empty_title')} text={t('admin:::cancellations::empty_text')} />
      )}
      {data && data.items.length > 0 && (
        <div className="stack">
          {data.items.map((item) => (
            <CancellationCard key={item.cancellation_id} item={item} />
          ))}
        </div>
      )}
    </section>
  );
}
