// The second tab of /admin/annulleringer: the decided requests, newest decision first.
import { useTranslation } from 'react-i18next';
import { useDecidedCancellationsQuery } from '../api/decided-cancellations-api';
import { CancellationList } from './cancellation-list';
import { DecidedCancellationCard } from './decided-cancellation-card';

export function DecidedCancellations() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useDecidedCancellationsQuery();
  return (
    <CancellationList
      items={data?.items}
      isLoading={isLoading}
      error={error}
      emptyTitle={t('admin:::cancellations::decided_empty_title')}
      emptyText={t('admin:::cancellations::decided_empty_text')}
      card={(item) => <DecidedCancellationCard item={item} />}
    />
  );
}
