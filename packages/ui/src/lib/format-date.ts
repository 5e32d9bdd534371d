// Dates as the product writes them: Danish order (d.m.yyyy, 5.1.2025) in every language, on the
// Danish calendar day (Europe/Copenhagen, copenhagen-clock.ts), never by the browser's locale or
// zone (issue 10 #15: the English pages switched to US order). Written out by hand: Intl's first
// date formatter costs a page 35-60 ms at start, and Intl's da-DK gives exactly this.
import { copenhagenClock } from './copenhagen-clock';

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** Unix seconds as a Danish date. The language (`_locale`, kept for callers) does not change it. */
export function formatUnixDate(unixSeconds: number, _locale?: string): string {
  const { day, month, year } = copenhagenClock(unixSeconds * 1000);
  return `${day}.${month}.${year}`;
}

/** Unix seconds as a Danish date and time ('5.1.2025, 14.30'). */
export function formatUnixDateTime(unixSeconds: number): string {
  const { day, month, year, hour, minute } = copenhagenClock(unixSeconds * 1000);
  return `${day}.${month}.${year}, ${twoDigits(hour)}.${twoDigits(minute)}`;
}
