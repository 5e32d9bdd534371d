// A company's confirmed bookings as an iCalendar document (RFC 5545), written by ical-generator
// (escaping, CRLF lines, folding at 75 octets without splitting a UTF-8 character). Times are
// Copenhagen wall-clock times with TZID=Europe/Copenhagen and its VTIMEZONE (@touch4it/ical-
// timezones); luxon gives ical-generator the time in that zone whatever the server's own zone is.
// A booking whose dates are whole days (the SMS dates: the start day's first second to the end
// day's last) is an all-day event; any other has its times. One event per booking date, its UID
// built from the contact so a calendar program keeps it when the dates are sent again. No refresh
// interval is given: ical-generator writes it after the VTIMEZONE, where RFC 5545 allows no
// calendar property, and calendar programs keep their own schedule anyway.
import ical, { ICalCalendarMethod } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';
import { addressLine, bookingPage } from '@opgavetorvet/contracts';
import { TIME_ZONE } from '../../lib/danish.js';
import type { FeedBooking } from './feed-queries.js';

export interface FeedTexts {
  /** X-WR-CALNAME / NAME. */
  name: string;
  /** X-WR-CALDESC. */
  description: string;
  customer(name: string): string;
  phone(phone: string): string;
  link(url: string): string;
}

const inCopenhagen = (seconds: number): DateTime => DateTime.fromSeconds(seconds, { zone: TIME_ZONE });

const isMidnight = (time: DateTime): boolean => time.hour === 0 && time.minute === 0 && time.second === 0;

const isLastSecond = (time: DateTime): boolean =>
  time.hour === 23 && time.minute === 59 && time.second === 59;

/** The booking's days [first, after the last) when its dates are whole Copenhagen days, else null. */
export function wholeDays(startsAt: number, endsAt: number | null): [DateTime, DateTime] | null {
  const start = inCopenhagen(startsAt);
  if (!isMidnight(start)) return null;
  if (endsAt === null || endsAt <= startsAt) return [start, start.plus({ days: 1 })];
  const end = inCopenhagen(endsAt);
  if (isMidnight(end)) return [start, end];
  if (isLastSecond(end)) return [start, end.plus({ seconds: 1 })];
  return null;
}

function description(booking: FeedBooking, url: string, texts: FeedTexts): string {
  return [
    texts.customer(booking.customerName),
    booking.customerPhone ? texts.phone(booking.customerPhone) : null,
    texts.link(url),
  ]
    .filter((line) => line !== null)
    .join('\n');
}

export function icalDocument(
  bookings: readonly FeedBooking[],
  options: { publicUrl: string; now: Date; texts: FeedTexts },
): string {
  const { publicUrl, now, texts } = options;
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    prodId: { company: 'Opgavetorvet', product: 'Bookinger', language: 'DA' },
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    name: texts.name,
    description: texts.description,
    // No calendar-wide zone, so DTSTAMP stays in UTC; each timed event names its zone.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const seen = new Set<number>();
  for (const booking of bookings) {
    const url = `${publicUrl}${bookingPage(booking.contactId)}`;
    // A contact has one dated event (the SMS dates replace it); should it have more, each is kept apart.
    const uid = seen.has(booking.contactId)
      ? `booking-${booking.contactId}-${booking.eventId}@${host}`
      : `booking-${booking.contactId}@${host}`;
    seen.add(booking.contactId);
    const days = wholeDays(booking.startsAt, booking.endsAt);
    const when = days
      ? { allDay: true, start: days[0], end: days[1] }
      : {
          timezone: TIME_ZONE,
          start: inCopenhagen(booking.startsAt),
          end: booking.endsAt === null ? null : inCopenhagen(booking.endsAt),
        };
    calendar.createEvent({
      id: uid,
      stamp: now,
      ...when,
      summary: booking.headline,
      location: addressLine({ address: booking.street, zip: booking.zip, city: booking.city }),
      description: description(booking, url, texts),
      url,
    });
  }
  // Every content line ends with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}
