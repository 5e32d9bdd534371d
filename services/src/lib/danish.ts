// Danish presentation for fragments, SMS and mail: dates in Copenhagen time, kroner with '.'
// thousands and ',' decimals (SPEC §9), Copenhagen wall-clock time for the calendar, and where a
// calendar day or month starts in Copenhagen (the review e-mail caps count per day and month).
// Intl formatters are costly to build, so each is made once per language and kept: they are pure
// (no request data, nothing to close), as is the bounded memo of formatted dates. The wall-clock
// rule itself is in packages/contracts (copenhagen-time.ts), which the company's SMS form shares.
import {
  COPENHAGEN_TIME_ZONE,
  copenhagenWallClock,
  copenhagenWallClockParts,
  fromCopenhagenWallClock,
} from '@opgavetorvet/contracts';

export const TIME_ZONE = COPENHAGEN_TIME_ZONE;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

const intlLocale = (lang: string): string => (lang === 'en' ? 'en-GB' : 'da-DK');

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  map: Map<string, Intl.DateTimeFormat>,
  lang: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = map.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone: TIME_ZONE });
    map.set(lang, format);
  }
  return format;
}

// Lists show the same dates again and again (page 1 of the open jobs): formatted once, bounded.
const formattedDates = new Map<string, string>();
const FORMATTED_DATES_MAX = 20_000;

/** 5. marts 2025 (da-DK) / 5 March 2025 (en). */
export function formatDate(seconds: number, lang = 'da-DK'): string {
  const id = `${lang}:${seconds}`;
  let text = formattedDates.get(id);
  if (text === undefined) {
    text = cached(dateFormats, lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(
      seconds * 1000,
    );
    if (formattedDates.size >= FORMATTED_DATES_MAX) formattedDates.clear();
    formattedDates.set(id, text);
  }
  return text;
}

/** 5.1.2025 in every language: the front ends' short date (packages/ui format-date.ts). */
export function formatShortDate(seconds: number): string {
  const { year, month, day } = copenhagenWallClockParts(seconds * 1000);
  return `${day}.${month}.${year}`;
}

/** 5. marts 2025 kl. 14.30 (da-DK) / 5 March 2025 at 14:30 (en). */
export function formatDateTime(seconds: number, lang = 'da-DK'): string {
  return cached(dateTimeFormats, lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(seconds * 1000);
}

const kroner = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeKroner = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });

/** 1234550 øre → '12.345,50 kr.' in every language (SPEC §9 separators). */
export function formatKroner(ore: number): string {
  return `${kroner.format(ore / 100)} kr.`;
}

/** 12500 whole kroner (a bid's amount) → '12.500 kr.'. */
export function formatWholeKroner(amount: number): string {
  return `${wholeKroner.format(amount)} kr.`;
}

/** Copenhagen wall-clock time as 'YYYY-MM-DD HH:MM:SS' (the calendar's date format). */
export const wallClockText = copenhagenWallClock;

/** Unix seconds of a Copenhagen wall-clock time (DST-safe; day 32 is the next month's first). */
export const fromWallClock = fromCopenhagenWallClock;

/** Start of the Copenhagen calendar day that contains `seconds`. */
export function startOfDay(seconds: number): number {
  const { year, month, day } = copenhagenWallClockParts(seconds * 1000);
  return fromWallClock(year, month, day);
}

/** Start of the Copenhagen calendar month that contains `seconds`. */
export function startOfMonth(seconds: number): number {
  const { year, month } = copenhagenWallClockParts(seconds * 1000);
  return fromWallClock(year, month, 1);
}
