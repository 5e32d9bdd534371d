// Dates as the product writes them: Danish order (d.m.yyyy, 5.1.2025) in every language, on the
// Danish calendar day (Europe/Copenhagen), formatted by Intl and never by the browser's locale or
// zone (issue 10 #15: the English pages switched to US order).
const danishDate = new Intl.DateTimeFormat('da-DK', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'Europe/Copenhagen',
});

const danishDateTime = new Intl.DateTimeFormat('da-DK', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Copenhagen',
});

/** Unix seconds as a Danish date. The language (`_locale`, kept for callers) does not change it. */
export function formatUnixDate(unixSeconds: number, _locale?: string): string {
  return danishDate.format(new Date(unixSeconds * 1000));
}

/** Unix seconds as a Danish date and time ('5.1.2025, 14.30'). */
export function formatUnixDateTime(unixSeconds: number): string {
  return danishDateTime.format(new Date(unixSeconds * 1000));
}
