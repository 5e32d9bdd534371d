// /admin/henvendelser: companies' support cases, customers' complaints and the tickets on overdue
// jobs in one inbox, unanswered first and newest first, 25 a page, filtered by type, state and how
// long an item has waited; each filter's options show how many items they would show, and the
// total is the number the filters match. An item opens in a dialog with its thread, the answer
// form, and close or re-open. The address holds the filters and the page (hooks/use-inbox-filter.ts).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpItemParams } from '@opgavetorvet/contracts';
import { EmptyState, ErrorArea, PageTitle, Pager, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useHelpCountsQuery, useHelpInboxQuery } from '../api/help-inbox-api';
import { useInboxFilter } from '../hooks/use-inbox-filter';
import { HelpItemCard } from './help-item-card';
import { HelpThreadModal } from './help-thread-modal';
import { InboxFilters } from './inbox-filters';
import { UnansweredCounts } from './unanswered-counts';
import '../henvendelser.css';

/** The empty state's texts: the default view's, the closed view's, or the filtered one's. */
function emptyKeys(filter: ReturnType<typeof useInboxFilter>): [string, string] {
  const filtered = filter.type !== null || filter.age !== null;
  if (!filtered && filter.status === 'active')
    return ['admin:::henvendelser::empty_title_aabne', 'admin:::henvendelser::empty_text_aabne'];
  if (!filtered && filter.status === 'closed')
    return ['admin:::henvendelser::empty_title_lukkede', 'admin:::henvendelser::empty_text_lukkede'];
  return ['admin:::henvendelser::empty_filtered_title', 'admin:::henvendelser::empty_filtered_text'];
}

export function HenvendelserPage() {
  const { t } = useTranslation();
  const filter = useInboxFilter();
  const { type, status, age, page, goTo } = filter;
  const { data, isFetching, error } = useHelpInboxQuery({
    page,
    status,
    ...(type ? { type } : {}),
    ...(age ? { age } : {}),
  });
  const { data: counts } = useHelpCountsQuery();
  const [opened, setOpened] = useState<HelpItemParams | null>(null);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size))) : 1;
  const pastTheEnd = Boolean(data) && !isFetching && page > pageCount;
  const [emptyTitle, emptyText] = emptyKeys(filter);

  useEffect(() => {
    if (pastTheEnd) goTo(pageCount, true);
  }, [pastTheEnd, pageCount, goTo]);

  return (
    <section className="stack help-inbox" data-testid="admin-henvendelser">
      <PageTitle text={t('admin:::henvendelser::title')} />
      <p className="muted help-inbox__lead">{t('admin:::henvendelser::lead')}</p>
      {counts && status === 'active' && <UnansweredCounts counts={counts} />}
      <InboxFilters counts={data?.counts} filter={filter} onChoose={filter.choose} />
      <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      {!data && !error && <Spinner />}
      {data && data.items.length === 0 && !pastTheEnd && (
        <EmptyState title={t(emptyTitle)} text={t(emptyText)} />
      )}
      {data && data.items.length > 0 && (
        <>
          <p className="muted help-inbox__total" aria-live="polite" data-testid="help-total">
            {t('admin:::henvendelser::total', { count: data.total })}
          </p>
          <div className="help-list" aria-busy={isFetching}>
            {data.items.map((item) => (
              <HelpItemCard
                key={`${item.kind}-${item.id}`}
                item={item}
                onOpen={() => setOpened({ kind: item.kind, id: item.id })}
              />
            ))}
          </div>
        </>
      )}
      <Pager page={data?.page ?? page} pageCount={pageCount} onPage={(next) => goTo(next)} />
      {opened && <HelpThreadModal params={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
