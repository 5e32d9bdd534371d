// The sidebar's list of bookings for one search: page 1 first, further pages by infinite scroll
// (or the "show more" button), a 'no bookings' notice when there are none. While a page loads,
// or when the call fails, the loader stays (SPEC §8).
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@opgavetorvet/ui';
import { useBookingPagesInfiniteQuery, type BookingRowData } from '../api/bookings-api';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { BookingRow } from './booking-row';

interface BookingListProps {
  search: string;
  activeId: number | null;
  onCalendar: (booking: BookingRowData) => void;
}

export function BookingList({ search, activeId, onCalendar }: BookingListProps) {
  const { t } = useTranslation();
  const { data, hasNextPage, isFetching, isError, fetchNextPage } = useBookingPagesInfiniteQuery(search);
  const scrollBox = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const more = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);
  const canLoadMore = Boolean(data) && hasNextPage && !isFetching && !isError;
  useInfiniteScroll(scrollBox, end, more, canLoadMore);

  if (!data) return <Spinner label={t('firma:::bookings::loading')} />;
  const pages = data.pages;
  const count = pages.reduce((sum, rows) => sum + rows.length, 0);
  if (count === 0) {
    return (
      <p className="booking-empty" data-testid="bookings-empty">
        {search ? t('firma:::bookings::no_match', { search }) : t('firma:::bookings::empty')}
      </p>
    );
  }
  return (
    <div className="booking-scroll" ref={scrollBox} data-testid="booking-scroll">
      <ul className="booking-list" aria-label={t('firma:::bookings::list_label')}>
        {pages.map((rows, index) =>
          rows.map((booking) => (
            <BookingRow
              key={booking.contactId}
              booking={booking}
              page={data.pageParams[index] ?? index + 1}
              active={booking.contactId === activeId}
              onCalendar={onCalendar}
            />
          )),
        )}
      </ul>
      <div ref={end} className="booking-scroll__end" />
      {isFetching && <Spinner label={t('firma:::bookings::loading')} />}
      {canLoadMore && (
        <Button variant="quiet" className="booking-more" onClick={more}>
          {t('firma:::bookings::more')}
        </Button>
      )}
    </div>
  );
}
