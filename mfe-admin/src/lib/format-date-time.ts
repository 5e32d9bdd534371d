// A moment as the administrator reads it: Danish time (Europe/Copenhagen) whatever the browser's
// zone, in the language's own order, date and time separated by a space — da-DK: 14.11.2023 23.13.
const ZONE = 'Europe/Copenhagen';

export function formatUnixDateTime(unixSeconds: number, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone: ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(unixSeconds * 1000));
  const firstTimePart = parts.findIndex((part) => part.type === 'hour');
  return parts
    .map((part, index) => (part.type === 'literal' && index === firstTimePart - 1 ? ' ' : part.value))
    .join('');
}
