// Danish presentation shared by the company-side fragments and mails: dates in Copenhagen time,
// kroner with '.' thousands and ',' decimals (SPEC §9), and the translator components take.
import type { FastifyRequest } from 'fastify';
import type { Translate } from '../../lib/html.js';
import type { TranslateParams } from '../../plugins/app/i18n.js';

export const TIME_ZONE = 'Europe/Copenhagen';

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

// Formatters are costly to build, so one per language is kept (they hold no request data).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const intlLocale = (lang: string): string => (lang === 'en' ? 'en-GB' : 'da-DK');

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

/** 5. marts 2025 (da-DK) / 5 March 2025 (en). */
export function formatDate(seconds: number, lang: string): string {
  const id = `${lang}:${seconds}`;
  let text = formattedDates.get(id);
  if (text === undefined) {
    text = cached(dateFormats, lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(
      seconds * 1000,
    );
    if (formattedDates.size >= 20_000) formattedDates.clear();
    formattedDates.set(id, text);
  }
  return text;
}

/** 5. marts 2025 14.30 (da-DK) / 5 March 2025, 14:30 (en). */
export function formatDateTime(seconds: number, lang: string): string {
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
export function formatOre(ore: number): string {
  return `${kroner.format(ore / 100)} kr.`;
}

/** 12500 kroner → '12.500 kr.'. */
export function formatKroner(amount: number): string {
  return `${wholeKroner.format(amount)} kr.`;
}

const wallClock = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** Copenhagen wall-clock time as 'YYYY-MM-DD HH:MM:SS' (the calendar's date format). */
export function wallClockText(seconds: number): string {
  const parts = Object.fromEntries(wallClock.formatToParts(seconds * 1000).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Unix seconds of a Copenhagen wall-clock time (DST-safe). */
export function fromWallClock(year: number, month: number, day: number, hour = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  const offsetAt = (ms: number): number => {
    const [date, time] = wallClockText(ms / 1000).split(' ');
    const [y, mo, d] = date.split('-').map(Number);
    const [h, mi, s] = time.split(':').map(Number);
    return Date.UTC(y, mo - 1, d, h, mi, s) - ms;
  };
  let guess = wall - offsetAt(wall);
  guess = wall - offsetAt(guess);
  return Math.floor(guess / 1000);
}

// Translations are pure (language, key, values) → text once the locales are loaded, and a list
// repeats them (every row's 'Byd', the same dates and places): kept per translator, bounded.
const memos = new WeakMap<object, Map<string, string>>();
const MEMO_MAX = 20_000;

/** A translator that remembers its answers; `owner` is what the texts belong to (the app's request.t). */
export function memoTranslate(owner: object, lang: string, translate: Translate): Translate {
  let memo = memos.get(owner);
  if (!memo) {
    memo = new Map();
    memos.set(owner, memo);
  }
  const texts = memo;
  return (key, params) => {
    const id = params ? `${lang}\u0000${key}\u0000${JSON.stringify(params)}` : `${lang}\u0000${key}`;
    let text = texts.get(id);
    if (text === undefined) {
      text = translate(key, params);
      if (texts.size >= MEMO_MAX) texts.clear();
      texts.set(id, text);
    }
    return text;
  };
}

/** request.t in the shape the server-rendered components take (remembering its answers). */
export function fragmentT(request: FastifyRequest): Translate {
  return memoTranslate(request.t, request.lang, (key, params) =>
    request.t(key, params as TranslateParams | undefined),
  );
}
