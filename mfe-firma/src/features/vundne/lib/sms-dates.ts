// The expected start and end dates a company texts its customer (/firma/send_sms_button, SPEC §5:
// both are required). Dates are days in Danish time whatever the browser's zone: the start is that
// day's first second in Copenhagen, the end its last, so the job is overdue only once the end day
// has passed and the calendar shows the booking from the start day without a time.
import type { SendSmsBody } from '@opgavetorvet/contracts';

const ZONE = 'Europe/Copenhagen';
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

const zoneParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** How far Copenhagen's wall clock is ahead of UTC at this moment, in milliseconds. */
function zoneOffset(ms: number): number {
  const parts = Object.fromEntries(zoneParts.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/** Unix seconds of midnight in Copenhagen at the start of the day 'YYYY-MM-DD' (+ days), or null. */
export function copenhagenMidnight(day: string, plusDays = 0): number | null {
  const match = DAY_KEY.exec(day);
  if (!match) return null;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  if (Number.isNaN(wall)) return null;
  let utc = wall - zoneOffset(wall);
  utc = wall - zoneOffset(utc); // again, in case summer time starts or ends in between
  return Math.floor(utc / 1000);
}

/** The Copenhagen day 'YYYY-MM-DD' of a unix time (for the date fields), or '' for none. */
export function copenhagenDay(unixSeconds: number | null): string {
  if (unixSeconds === null) return '';
  const parts = Object.fromEntries(
    zoneParts.formatToParts(new Date(unixSeconds * 1000)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A unix time's Copenhagen day in the page's language ('3.12.2026'), as the SMS names it. */
export function formatCopenhagenDay(unixSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).format(new Date(unixSeconds * 1000));
}

export interface SmsDates {
  start: string;
  end: string;
}

/** The errors-namespace key of what is wrong with the dates, or null when they may be sent. */
export function validateSmsDates({ start, end }: SmsDates): string | null {
  if (copenhagenMidnight(start) === null || copenhagenMidnight(end) === null) return 'errors:::sms_dates';
  if (end < start) return 'errors:::sms_dates_order';
  return null;
}

/** The call's body: the start day's first second and the end day's last second, Copenhagen time. */
export function smsBody(contactId: number, { start, end }: SmsDates): SendSmsBody {
  return {
    contact_contract_id: contactId,
    start_date: copenhagenMidnight(start) ?? 0,
    end_date: (copenhagenMidnight(end, 1) ?? 1) - 1,
  };
}
