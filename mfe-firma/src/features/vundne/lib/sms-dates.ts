// The expected start and end dates a company texts its customer (/firma/send_sms_button, SPEC §5:
// both are required). Dates are days in Danish time whatever the browser's zone: the start is that
// day's first second in Copenhagen, the end its last, so the job is overdue only once the end day
// has passed and the calendar shows the booking from the start day without a time.
// The Copenhagen wall-clock rule is the service's, shared through packages/contracts.
import {
  COPENHAGEN_TIME_ZONE,
  copenhagenWallClock,
  fromCopenhagenWallClock,
  type SendSmsBody,
} from '@opgavetorvet/contracts';

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Unix seconds of midnight in Copenhagen at the start of the day 'YYYY-MM-DD' (+ days), or null. */
export function copenhagenMidnight(day: string, plusDays = 0): number | null {
  const match = DAY_KEY.exec(day);
  if (!match) return null;
  return fromCopenhagenWallClock(Number(match[1]), Number(match[2]), Number(match[3]) + plusDays);
}

/** The Copenhagen day 'YYYY-MM-DD' of a unix time (for the date fields), or '' for none. */
export function copenhagenDay(unixSeconds: number | null): string {
  if (unixSeconds === null) return '';
  return copenhagenWallClock(unixSeconds).slice(0, 'YYYY-MM-DD'.length);
}

/** A unix time's Copenhagen day in the page's language ('3.12.2026'), as the SMS names it. */
export function formatCopenhagenDay(unixSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: COPENHAGEN_TIME_ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).format(new Date(unixSeconds * 1000));
}

export type SmsDates = {
  start: string;
  end: string;
};

/**
 * The errors-namespace key of what is wrong with the dates, or null when they may be sent: the end
 * may not lie before the start, nor before `today` (a job under way may have started earlier).
 */
export function validateSmsDates(
  { start, end }: SmsDates,
  today = copenhagenDay(Math.floor(Date.now() / 1000)),
): string | null {
  if (copenhagenMidnight(start) === null || copenhagenMidnight(end) === null) return 'errors:::sms_dates';
  if (end < start) return 'errors:::sms_dates_order';
  if (end < today) return 'errors:::sms_dates_past';
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
