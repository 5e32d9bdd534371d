// The second tab of /admin/annulleringer: the decided requests, newest decision first.
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorArea, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useDecidedCancellationsQuery } from '../api/decided-cancellations-api';
import { DecidedCancellationCard } from './decided-cancellation-card';

export function DecidedCancellations() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useDecidedCancellationsQuery();
  return (
    <>
      {isLoading && <Spinner />}
      <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      {data && data.items.length === 0 && (
        <EmptyState
          title={t('admin:::cancellations::decided_empty_title')}
          text={t('admin:::cancellations::decided_empty_text')}
        />
      )}
      {data && data.items.length > 0 && (
        <div className="stack">
          {data.items.map((item) => (
            <DecidedCancellationCard key={item.cancellation_id} item={item} />
          ))}
        </div>
      )}
    </>
  );
}
