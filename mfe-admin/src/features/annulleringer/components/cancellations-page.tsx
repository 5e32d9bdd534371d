// /admin/annulleringer: the cancellation requests companies have sent, awaiting a decision, and
// (?visning=afgjorte) the decided ones with who decided, when, the decision and its reason.
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@opgavetorvet/ui';
import { ViewSwitch } from '../../../components/view-switch';
import { useCancellationsQuery } from '../api/cancellations-api';
import { CancellationCard } from './cancellation-card';
import { CancellationList } from './cancellation-list';
import { DecidedCancellations } from './decided-cancellations';
import '../annulleringer.css';

function PendingCancellations() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useCancellationsQuery();
  // A store update renders at once and in one piece; the deferred copy renders the list as a
  // transition, in slices that leave the browser its turn (issue 13, total blocking time).
  const items = useDeferredValue(data?.items);
  return (
    <CancellationList
      items={items}
      isLoading={isLoading}
      error={error}
      emptyTitle={t('admin:::cancellations::empty_title')}
      emptyText={t('admin:::cancellations::empty_text')}
      card={(item) => <CancellationCard item={item} />}
    />
  );
}

export function CancellationsPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const decided = searchParams.get('visning') === 'afgjorte';
  const { data } = useCancellationsQuery();
  const pending = data?.items.length ?? 0;
  return (
    <section className="stack" data-testid="admin-annulleringer">
      <PageTitle text={t('admin:::cancellations::title')} />
      <p className="muted">
        {t(decided ? 'admin:::cancellations::decided_lead' : 'admin:::cancellations::lead')}
      </p>
      <ViewSwitch
        label={t('admin:::cancellations::views')}
        current={decided ? 'afgjorte' : null}
        options={[
          {
            value: null,
            label: t('admin:::cancellations::view_pending'),
            count: pending,
            countLabel: t('admin:::cancellations::pending_count', { count: pending }),
          },
          { value: 'afgjorte', label: t('admin:::cancellations::view_decided') },
        ]}
      />
      {decided ? <DecidedCancellations /> : <PendingCancellations />}
    </section>
  );
}
