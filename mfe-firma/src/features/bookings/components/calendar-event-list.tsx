// The events under the month: day, time, title (a link to the booking when it has one) and
// description; 'Der er ingen opgaver i denne periode' when the period has none (SPEC §2/§8).
import type { CalendarEvent } from '@opgavetorvet/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@opgavetorvet/ui';
import { dayTitle } from '../lib/calendar-names';
import { eventMoment } from '../lib/month-grid';

interface CalendarEventListProps {
  events: CalendarEvent[];
  onOpenBooking: () => void;
}

export function CalendarEventList({ events, onOpenBooking }: CalendarEventListProps) {
  const { t, i18n } = useTranslation();
  if (events.length === 0) {
    return (
      <p className="calendar-empty" data-testid="calendar-empty">
        {t('firma:::bookings::calendar::empty')}
      </p>
    );
  }
  return (
    <ul className="calendar-events" data-testid="calendar-events">
      {events.map((event, index) => {
        const { key, time } = eventMoment(event.date);
        return (
          <li key={`${event.date}-${index}`} className="calendar-event" data-testid="calendar-event">
            <p className="calendar-event__when">
              {dayTitle(key, i18n.language)}
              {time && time !== '00:00'
                ? ` ${t('firma:::bookings::calendar::at', { time: time.replace(':', '.') })}`
                : ''}
              {event.type === 'note' && <Badge tone="info">{t('firma:::bookings::calendar::note')}</Badge>}
            </p>
            <p className="calendar-event__title">
              {event.url.startsWith('/') ? (
                <Link to={event.url} onClick={onOpenBooking}>
                  {event.title}
                </Link>
              ) : (
                event.title
              )}
            </p>
            {event.description && <p className="calendar-event__description muted">{event.description}</p>}
          </li>
        );
      })}
    </ul>
  );
}
