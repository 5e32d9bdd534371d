// The wall clock in Copenhagen, worked out by the EU's summer-time rule instead of Intl: a page's
// first Intl date formatter costs 35-60 ms of the main thread (ICU's locale and zone data), more
// than everything else a page does at start. Denmark keeps Central European Time (UTC+1) and
// summer time (UTC+2) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
// October, as the whole EU has since 1996; the tests hold it against Intl for 2020-2040.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
}

/** 01:00 UTC on the last Sunday of a month (0-based), when EU summer time starts or ends. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/** Hours Copenhagen is ahead of UTC at an instant (ms): 2 in summer time, otherwise 1. */
export function copenhagenOffsetHours(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const summer = ms >= lastSundayOneUtc(year, 2) && ms < lastSundayOneUtc(year, 9);
  return summer ? 2 : 1;
}

/** The Copenhagen date and time of an instant (ms since 1970). */
export function copenhagenClock(ms: number): WallClock {
  const wall = new Date(ms + copenhagenOffsetHours(ms) * HOUR_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}
