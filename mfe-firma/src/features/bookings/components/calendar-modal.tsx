// The company calendar for one booking (the sidebar's calendar icon): a month at a time with Danish
// month and day names, the week starting on Monday (SPEC §2). It shows the booking's own events
// (GET /ajax/firma/calendar_event_company?contact_id=) or, ticked, every event of the company in
// that month (GET /api/firma/kalender?limit=&year=&month=). A failed load says which address failed.
// Under the month, the company's calendar feed to subscribe to in a calendar app.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorArea, Modal, Spinner } from '@opgavetorvet/ui';
import { MONTH_EVENTS_LIMIT, useBookingCalendarQuery, useCalendarMonthQuery } from '../api/bookings-api';
import { monthTitle } from '../lib/calendar-names';
import { countsByDay, eventsInMonth, eventsOnDay, startMonth } from '../lib/calendar-events';
import { shiftMonth, type MonthRef } from '../lib/month-grid';
import { CalendarEventList } from './calendar-event-list';
import { CalendarFeedSection } from './calendar-feed-section';
import { MonthView } from './month-view';
import '../calendar.css';

interface CalendarModalProps {
  contactId: number;
  headline: string;
  onClose: () => void;
}

export function CalendarModal({ contactId, headline, onClose }: CalendarModalProps) {
  const { t, i18n } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const [chosenMonth, setChosenMonth] = useState<MonthRef | null>(null);
  const [selectedDay, setSelectedDay] = useState<string | null>(null);
  const [direction, setDirection] = useState<'next' | 'previous' | undefined>(undefined);
  const booking = useBookingCalendarQuery(contactId, { skip: showAll });
  const month = chosenMonth ?? startMonth(booking.data);
  const company = useCalendarMonthQuery(month, { skip: !showAll });

  const source = showAll ? company : booking;
  const events = showAll ? (company.currentData ?? []) : eventsInMonth(booking.data ?? [], month);
  const url = showAll
    ? `/api/firma/kalender?limit=${MONTH_EVENTS_LIMIT}&year=${month.year}&month=${month.month}`
    : `/ajax/firma/calendar_event_company?contact_id=${contactId}`;
  const title = monthTitle(month, i18n.language);

  const go = (by: number) => {
    setChosenMonth(shiftMonth(month, by));
    setDirection(by > 0 ? 'next' : 'previous');
    setSelectedDay(null);
  };

  return (
    <Modal
      open
      title={t('firma:::bookings::calendar::title', { headline })}
      onClose={onClose}
      testId="calendar-modal"
    >
      <div className="calendar stack">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={showAll}
            onChange={(event) => {
              setShowAll(event.target.checked);
              setSelectedDay(null);
            }}
          />
          {t('firma:::bookings::calendar::show_all')}
        </label>
        <div className="calendar__head">
          <Button
            variant="secondary"
            onClick={() => go(-1)}
            aria-label={t('firma:::bookings::calendar::previous')}
          >
            ‹
          </Button>
          <h3 className="calendar__title" aria-live="polite" data-testid="calendar-title">
            {title}
          </h3>
          <Button
            variant="secondary"
            onClick={() => go(1)}
            aria-label={t('firma:::bookings::calendar::next')}
          >
            ›
          </Button>
        </div>
        <MonthView
          // Drawn anew for each month, so the month's animation plays (calendar.css).
          key={`${month.year}-${month.month}`}
          direction={direction}
          month={month}
          counts={countsByDay(events)}
          selectedDay={selectedDay}
          onSelectDay={setSelectedDay}
          caption={title}
        />
        <ErrorArea message={source.isError ? t('firma:::bookings::calendar::load_error', { url }) : null} />
        {source.isFetching && !source.currentData && !source.isError ? (
          <Spinner />
        ) : (
          !source.isError && (
            <CalendarEventList events={eventsOnDay(events, selectedDay)} onOpenBooking={onClose} />
          )
        )}
        <CalendarFeedSection />
        <div className="form-actions">
          <Button onClick={onClose}>{t('firma:::bookings::calendar::close')}</Button>
        </div>
      </div>
    </Modal>
  );
}
