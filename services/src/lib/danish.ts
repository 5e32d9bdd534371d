// Danish presentation for fragments, SMS and mail: dates in Copenhagen time, kroner with '.'
// thousands and ',' decimals (SPEC §9), and where a calendar day or month starts in Copenhagen
// (the review e-mail caps count per calendar day and month).
export const TIME_ZONE = 'Europe/Copenhagen';

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

const intlLocale = (lang: string): string => (lang === 'en' ? 'en-GB' : 'da-DK');

/** 5. marts 2025 (da-DK) / 5 March 2025 (en). */
export function formatDate(seconds: number, lang = 'da-DK'): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(
    new Date(seconds * 1000),
  );
}

/** 5. marts 2025 14.30 (da-DK) / 5 March 2025, 14:30 (en). */
export function formatDateTime(seconds: number, lang = 'da-DK'): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE,
  }).format(new Date(seconds * 1000));
}

/** 1234550 øre → '12.345,50 kr.' in every language (SPEC §9 separators). */
export function formatKroner(ore: number): string {
  const amount = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100);
  return `${amount} kr.`;
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23', timeZone: TIME_ZONE,
});

/** The Copenhagen wall-clock of an instant: [year, month 1-12, day]. */
function localDate(ms: number): { year: number; month: number; day: number; wallMs: number } {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  const wallMs = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return { year: parts.year, month: parts.month, day: parts.day, wallMs };
}

/** Unix seconds of Copenhagen midnight of that local date (DST-safe). */
function localMidnight(year: number, month: number, day: number): number {
  const wall = Date.UTC(year, month - 1, day);
  let guess = wall - (localDate(wall).wallMs - wall);
  guess = wall - (localDate(guess).wallMs - guess);
  return Math.floor(guess / 1000);
}

/** Start of the Copenhagen calendar day that contains `seconds`. */
export function startOfDay(seconds: number): number {
  const { year, month, day } = localDate(seconds * 1000);
  return localMidnight(year, month, day);
}

/** Start of the Copenhagen calendar month that contains `seconds`. */
export function startOfMonth(seconds: number): number {
  const { year, month } = localDate(seconds * 1000);
  return localMidnight(year, month, 1);
}
