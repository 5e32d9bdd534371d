// What the bookings entry opens: the search box and the list (SPEC §2). It mounts when the entry
// opens and unmounts when it closes, so each opening starts with an empty search on page 1.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@opgavetorvet/ui';
import type { BookingRowData } from '../api/bookings-api';
import {
  BOOKING_SEARCH_MIN_LENGTH,
  isBookingSearchReady,
  useBookingSearch,
} from '../hooks/use-booking-search';
import { BookingList } from './booking-list';
import { CalendarModal } from './calendar-modal';

export function BookingsPanel({ id, activeId }: { id: string; activeId: number | null }) {
  const { t } = useTranslation();
  const { text, setText, query } = useBookingSearch();
  const [calendarFor, setCalendarFor] = useState<BookingRowData | null>(null);
  return (
    <div className="bookings-panel" id={id} data-testid="bookings-panel">
      <TextField
        type="search"
        label={t('firma:::bookings::search_label')}
        placeholder={t('firma:::bookings::search_placeholder')}
        value={text}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      {query === null && !isBookingSearchReady(text) && (
        <p className="muted booking-hint">
          {t('firma:::bookings::search_short', { count: BOOKING_SEARCH_MIN_LENGTH })}
        </p>
      )}
      {query !== null && <BookingList search={query} activeId={activeId} onCalendar={setCalendarFor} />}
      {calendarFor && (
        <CalendarModal
          contactId={calendarFor.contactId}
          headline={calendarFor.headline}
          onClose={() => setCalendarFor(null)}
        />
      )}
    </div>
  );
}
