// One booking in the sidebar (SPEC §2): the dollar icon whose class is selected_no_milestone, the
// job headline as a link to the booking, the unseen dot until the company has seen the selection,
// and the calendar icon (blue when the booking has a calendar, white otherwise). What the icons mean
// is written out (issue 10): the dollar icon's state as a small line under the headline, the
// calendar's as a tooltip shown on hover and on keyboard focus.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { BookingRowData } from '../api/bookings-api';
import { CalendarIcon, DollarIcon } from './icons';

const milestoneKeys: Record<string, string> = {
  'no-milestone': 'no_milestone',
  'milestone-done': 'done',
  'milestone-cancelled': 'cancelled',
};

interface BookingRowProps {
  booking: BookingRowData;
  /** The sidebar page the row came from: the won-jobs page shows the same page. */
  page: number;
  active: boolean;
  onCalendar: (booking: BookingRowData) => void;
}

export function BookingRow({ booking, page, active, onCalendar }: BookingRowProps) {
  const { t } = useTranslation();
  const milestone = t(
    `firma:::bookings::milestone::${milestoneKeys[booking.milestoneClass] ?? 'no_milestone'}`,
  );
  const to = `${paths.booking(booking.contactId)}${page > 1 ? `?page=${page}` : ''}`;
  return (
    <li
      className={`booking-row ${active ? 'active' : 'un_active'}`}
      data-testid="booking-row"
      data-contact-id={booking.contactId}
    >
      <span className={`booking-dollar ${booking.milestoneClass}`} aria-hidden="true">
        <DollarIcon />
      </span>
      <span className="booking-row__text">
        <Link to={to} className="booking-row__headline" aria-current={active ? 'page' : undefined}>
          {booking.headline}
        </Link>
        <span className="booking-row__milestone" data-testid="booking-milestone">
          {milestone}
        </span>
      </span>
      {!booking.seen && (
        <span
          className="unseen-dot"
          role="img"
          aria-label={t('firma:::bookings::unseen')}
          title={t('firma:::bookings::unseen')}
        />
      )}
      <button
        type="button"
        className={`booking-calendar ${booking.hasCalendar ? 'booking-calendar--blue' : 'booking-calendar--white'}`}
        aria-label={t(
          booking.hasCalendar ? 'firma:::bookings::calendar_open' : 'firma:::bookings::calendar_empty',
          {
            headline: booking.headline,
          },
        )}
        data-tip={t(
          booking.hasCalendar ? 'firma:::bookings::calendar_title' : 'firma:::bookings::calendar_none',
        )}
        onClick={() => onCalendar(booking)}
      >
        <CalendarIcon />
      </button>
    </li>
  );
}
