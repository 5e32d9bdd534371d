// /admin/henvendelser: companies' support cases, customers' complaints and the tickets on overdue
// jobs in one inbox, unanswered first and newest first (?visning=lukkede: the closed ones). An
// item opens in a dialog with its thread, the answer form, and close or re-open.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HelpItemParams } from '@opgavetorvet/contracts';
import { EmptyState, ErrorArea, PageTitle, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { ViewSwitch } from '../../../components/view-switch';
import { useHelpCountsQuery, useHelpInboxQuery, type HelpView } from '../api/help-inbox-api';
import { HelpItemCard } from './help-item-card';
import { HelpThreadModal } from './help-thread-modal';
import '../henvendelser.css';

export function HenvendelserPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const view: HelpView = searchParams.get('visning') === 'lukkede' ? 'lukkede' : 'aabne';
  const { data, isLoading, error } = useHelpInboxQuery(view);
  const { data: counts } = useHelpCountsQuery();
  const [opened, setOpened] = useState<HelpItemParams | null>(null);
  const unanswered = counts?.unanswered ?? 0;
  return (
    <section className="stack help-inbox" data-testid="admin-henvendelser">
      <PageTitle text={t('admin:::henvendelser::title')} />
      <p className="muted help-inbox__lead">{t('admin:::henvendelser::lead')}</p>
      <ViewSwitch
        label={t('admin:::henvendelser::views')}
        current={view === 'lukkede' ? 'lukkede' : null}
        options={[
          {
            value: null,
            label: t('admin:::henvendelser::view_open'),
            count: unanswered,
            countLabel: t('admin:::henvendelser::unanswered', { count: unanswered }),
          },
          { value: 'lukkede', label: t('admin:::henvendelser::view_closed') },
        ]}
      />
      {counts && view === 'aabne' && (
        <p className="help-inbox__counts" data-testid="help-counts">
          {t('admin:::henvendelser::counts', {
            count: counts.unanswered,
            parts: [
              t('admin:::henvendelser::count_kinds::support_case', { count: counts.support_cases }),
              t('admin:::henvendelser::count_kinds::complaint', { count: counts.complaints }),
              t('admin:::henvendelser::count_kinds::ticket', { count: counts.tickets }),
            ].join(', '),
          })}
        </p>
      )}
      {isLoading && <Spinner />}
      <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      {data && data.items.length === 0 && (
        <EmptyState
          title={t(`admin:::henvendelser::empty_title_${view}`)}
          text={t(`admin:::henvendelser::empty_text_${view}`)}
        />
      )}
      {data && data.items.length > 0 && (
        <div className="help-list">
          {data.items.map((item) => (
            <HelpItemCard
              key={`${item.kind}-${item.id}`}
              item={item}
              onOpen={() => setOpened({ kind: item.kind, id: item.id })}
            />
          ))}
        </div>
      )}
      {opened && <HelpThreadModal params={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
