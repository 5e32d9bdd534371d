// The dashboard's period (issue 33): whole Copenhagen days from `fra` to `til`, both included, at most
// ADMIN_DASHBOARD_MAX_DAYS; a date that does not exist, an end before the start or a longer period is
// refused with a Danish error. Each row is counted on its Copenhagen day by one SQL expression both
// engines read alike: (seconds + the UTC offset then) / 86400, integer division, gives the local
// day's number since 1970-01-01; the offset is a CASE over the period's summer/winter time changes.
import {
  ADMIN_DASHBOARD_MAX_DAYS,
  copenhagenWallClockParts,
  fromCopenhagenWallClock,
} from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';

const DAY = 86_400;
const HOUR = 3_600;

/** From `from` on (unix seconds; the first segment from the beginning) Copenhagen is `offset` seconds ahead of UTC. */
export interface OffsetSegment {
  from: number;
  offset: number;
}

export interface Period {
  from: string;
  to: string;
  /** The first second of `from` and of the day after `to` (unix seconds). */
  start: number;
  end: number;
  /** Every day of the period, oldest first: 'YYYY-MM-DD'. */
  days: string[];
  segments: OffsetSegment[];
}

/** A 'YYYY-MM-DD' day's number since 1970-01-01; undefined for a date that does not exist (2026-02-30). */
function dayNumber(day: string): number | undefined {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(year, month - 1, date);
  return new Date(ms).toISOString().slice(0, 10) === day ? ms / (DAY * 1000) : undefined;
}

/** The 'YYYY-MM-DD' of a day's number since 1970-01-01. */
export const dayOfNumber = (number: number): string =>
  new Date(number * DAY * 1000).toISOString().slice(0, 10);

/** How far Copenhagen is ahead of UTC at an instant, in seconds. */
const offsetAt = (seconds: number): number =>
  copenhagenWallClockParts(seconds * 1000).wallMs / 1000 - seconds;

/** Where the offset changes in [start, end): looked for a day at a time, then to the hour (changes fall on whole hours). */
export function offsetSegments(start: number, end: number): OffsetSegment[] {
  const segments: OffsetSegment[] = [{ from: start, offset: offsetAt(start) }];
  for (let at = start; at < end; at += DAY) {
    const next = Math.min(at + DAY, end);
    const offset = offsetAt(next);
    if (offset === segments.at(-1)!.offset) continue;
    let low = at;
    let high = next;
    while (high - low > HOUR) {
      const middle = low + Math.max(1, Math.floor((high - low) / 2 / HOUR)) * HOUR;
      if (offsetAt(middle) === offset) high = middle;
      else low = middle;
    }
    segments.push({ from: high, offset });
  }
  return segments;
}

/** The checked period of the query; throws the Danish error of what is wrong with it. */
export function periodOf(query: { fra: string; til: string }): Period {
  const first = dayNumber(query.fra);
  const last = dayNumber(query.til);
  if (first === undefined || last === undefined) throw new AppError(400, 'errors:::admin_jobs_day');
  if (last < first) throw new AppError(400, 'errors:::admin_dashboard_order');
  if (last - first + 1 > ADMIN_DASHBOARD_MAX_DAYS)
    throw new AppError(400, 'errors:::admin_dashboard_length', { days: ADMIN_DASHBOARD_MAX_DAYS });
  const startOf = (number: number) => {
    const [year, month, date] = dayOfNumber(number).split('-').map(Number) as [number, number, number];
    return fromCopenhagenWallClock(year, month, date);
  };
  const start = startOf(first);
  const end = startOf(last + 1);
  return {
    from: query.fra,
    to: query.til,
    start,
    end,
    days: Array.from({ length: last - first + 1 }, (_, i) => dayOfNumber(first + i)),
    segments: offsetSegments(start, end),
  };
}

/**
 * SQL text for the Copenhagen day's number of `column` (unix seconds) inside the period; the
 * numbers are the service's own integers, written into the text.
 */
export function localDaySql(column: string, segments: readonly OffsetSegment[]): string {
  const last = segments.at(-1)!;
  if (segments.length === 1) return `((${column} + ${last.offset}) / ${DAY})`;
  const cases = segments
    .slice(0, -1)
    .map((segment, i) => `when ${column} < ${segments[i + 1]!.from} then ${segment.offset}`)
    .join(' ');
  return `((${column} + case ${cases} else ${last.offset} end) / ${DAY})`;
}
