// /admin/udbakke: every e-mail and SMS the product has queued, newest first, 25 a page, filtered
// by state and channel. Without a mail server and an SMS gateway nothing is sent, so a demo shows
// here what would have gone out; opening a row shows its whole text; a failed row can be sent again.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '@opgavetorvet/contracts';
import {
  Button,
  EmptyState,
  ErrorArea,
  PageTitle,
  Pager,
  Spinner,
  serverTextOfError,
} from '@opgavetorvet/ui';
import { useOutboxQuery } from '../api/outbox-api';
import { useOutboxParams } from '../hooks/use-outbox-params';
import '../udbakke.css';
import { OutboxFilters } from './outbox-filters';
import { OutboxMessageModal } from './outbox-message-modal';
import { OutboxTable } from './outbox-table';

export function OutboxPage() {
  const { t } = useTranslation();
  const { status, channel, page, setFilter, setPage } = useOutboxParams();
  const { data, isFetching, error, refetch } = useOutboxQuery(
    { page, ...(status ? { status } : {}), ...(channel ? { channel } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const [opened, setOpened] = useState<OutboxRow | null>(null);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size))) : 1;
  const pastTheEnd = Boolean(data) && !isFetching && page > pageCount;
  const filtered = status !== null || channel !== null;

  useEffect(() => {
    if (pastTheEnd) setPage(pageCount, { replace: true });
  }, [pastTheEnd, pageCount, setPage]);

  return (
    <section className="stack outbox-page" data-testid="admin-udbakke">
      <div className="outbox-page__head">
        <PageTitle text={t('admin:::udbakke::title')} />
        <Button variant="secondary" busy={isFetching} onClick={() => void refetch()}>
          {t('admin:::udbakke::refresh')}
        </Button>
      </div>
      <p className="muted outbox-page__lead">{t('admin:::udbakke::lead')}</p>
      <OutboxFilters counts={data?.counts} filter={{ status, channel }} onFilter={setFilter} />
      <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      {!data && !error && <Spinner label={t('admin:::udbakke::loading')} />}
      {data && data.rows.length === 0 && !pastTheEnd && (
        <EmptyState
          title={t(filtered ? 'admin:::udbakke::empty_filtered_title' : 'admin:::udbakke::empty_title')}
          text={t(filtered ? 'admin:::udbakke::empty_filtered_text' : 'admin:::udbakke::empty_text')}
        />
      )}
      {data && data.rows.length > 0 && (
        <>
          <p className="muted outbox-page__total" aria-live="polite">
            {t('admin:::udbakke::total', { count: data.total })}
          </p>
          <div aria-busy={isFetching}>
            <OutboxTable rows={data.rows} onOpen={setOpened} onResent={() => void refetch()} />
          </div>
        </>
      )}
      <Pager page={data?.page ?? page} pageCount={pageCount} onPage={(next) => setPage(next)} />
      {opened && <OutboxMessageModal row={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
