// The dashboard's period in the address (?fra=YYYY-MM-DD&til=YYYY-MM-DD, both days included): read
// from it with the last 30 days up to today (Copenhagen) where it names none, and the quick choices
// (the last 7, 30, 90 or 365 days) as such a pair. The service checks the period and says what is
// wrong with it.
import type { AdminDashboardQuery } from '@opgavetorvet/contracts';
import { copenhagenClock } from '@opgavetorvet/ui';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const DEFAULT_DAYS = 30;

const two = (n: number) => String(n).padStart(2, '0');

/** Today in Copenhagen, 'YYYY-MM-DD'. */
export function today(now = Date.now()): string {
  const { year, month, day } = copenhagenClock(now);
  return `${year}-${two(month)}-${two(day)}`;
}

/** The day `days` days before (or after, when negative) `day`. */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days up to today, today included. */
export function lastDays(days: number, now = Date.now()): AdminDashboardQuery {
  const til = today(now);
  return { fra: daysBefore(til, days - 1), til };
}

/** The period the address names, the last 30 days for what it leaves out. */
export function periodOf(params: URLSearchParams, now = Date.now()): AdminDashboardQuery {
  const fallback = lastDays(DEFAULT_DAYS, now);
  const read = (key: 'fra' | 'til') => {
    const value = params.get(key) ?? '';
    return DAY_PATTERN.test(value) ? value : fallback[key];
  };
  return { fra: read('fra'), til: read('til') };
}

/** Whether `period` is the last `days` days up to today. */
export const isLastDays = (period: AdminDashboardQuery, days: number, now = Date.now()): boolean => {
  const last = lastDays(days, now);
  return period.fra === last.fra && period.til === last.til;
};
