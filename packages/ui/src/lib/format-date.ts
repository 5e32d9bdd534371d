// Dates as the reader expects them: unix seconds shown in the current language's format (da-DK: 5.1.2025).
export function formatUnixDate(unixSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' }).format(
    new Date(unixSeconds * 1000),
  );
}
