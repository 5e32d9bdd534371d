// One tab of /admin/annulleringer: its query's spinner and error, an empty state, or one card per
// request (pending or decided).
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorArea, Spinner, serverTextOfError } from '@opgavetorvet/ui';

interface CancellationListProps<Item extends { cancellation_id: number }> {
  items: Item[] | undefined;
  isLoading: boolean;
  error: unknown;
  emptyTitle: string;
  emptyText: string;
  card: (item: Item) => ReactNode;
}

export function CancellationList<Item extends { cancellation_id: number }>({
  items,
  isLoading,
  error,
  emptyTitle,
  emptyText,
  card,
}: CancellationListProps<Item>) {
  const { t } = useTranslation();
  return (
    <>
      {isLoading && <Spinner />}
      <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      {items && items.length === 0 && <EmptyState title={emptyTitle} text={emptyText} />}
      {items && items.length > 0 && (
        <div className="stack">
          {items.map((item) => (
            <Fragment key={item.cancellation_id}>{card(item)}</Fragment>
          ))}
        </div>
      )}
    </>
  );
}
