// One won job in the bookings list: headline, an unseen dot until the company has seen it, and
// whether a calendar exists for it (SPEC §2, company sidebar).
import { useTranslation } from 'react-i18next';
import { Badge } from '@opgavetorvet/ui';
import type { BookingRowData } from '../api/bookings-api';

export function BookingRow({ booking }: { booking: BookingRowData }) {
  const { t } = useTranslation();
  return (
    <li className="booking-row" data-testid="booking-row">
      <span className="booking-row__headline">{booking.headline}</span>
      {!booking.seen && <span className="unseen-dot" aria-label={t('firma:::won::unseen')} title={t('firma:::won::unseen')} />}
      <Badge tone={booking.hasCalendar ? 'info' : 'neutral'}>
        {booking.hasCalendar ? t('firma:::won::calendar') : t('firma:::won::no_calendar')}
      </Badge>
    </li>
  );
}
