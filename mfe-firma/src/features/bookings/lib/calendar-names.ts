// Month and day names of the company calendar in the page's language (da-DK: Danish names, SPEC
// §2), from Intl rather than a list of our own; the week starts on Monday.
import type { MonthRef } from './month-grid';

const capitalise = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** 'November 2026' */
export function monthTitle({ year, month }: MonthRef, lang: string): string {
  const name = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
  return `${capitalise(name)} ${year}`;
}

/** Short and long names Monday … Sunday (1 January 2024 was a Monday). */
export function weekdayNames(lang: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => {
    const date = Date.UTC(2024, 0, 1 + i);
    return { short: capitalise(short.format(date)), long: long.format(date) };
  });
}

/** 'mandag den 2. november' for a day key 'YYYY-MM-DD'. */
export function dayTitle(key: string, lang: string): string {
  const [year, month, day] = key.split('-').map(Number);
  const text = new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
  return capitalise(text);
}
