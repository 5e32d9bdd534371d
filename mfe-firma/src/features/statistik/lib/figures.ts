// How the statistics page writes its figures, the same in its tables, its key figures and its
// charts: a month ('2025-03') as the reader's language names it, the hit rate in whole per cent, a
// reply time in minutes ('under 1 min' below one), hours or days, kroner as SPEC §9 writes them (whole in a key figure).
import type { TFunction } from 'i18next';
import { hitRate } from '@opgavetorvet/contracts';
import { formatAmount, formatOre } from '@opgavetorvet/ui';

/** The first day of a 'YYYY-MM' month, as a UTC date (named in UTC, so no zone moves it). */
const dayOf = (month: string): Date => new Date(`${month}-01T12:00:00Z`);

/** 'marts 2025' (a table's row); `short`: 'mar.' (a chart's axis). */
export function monthName(month: string, language: string, short = false): string {
  return new Intl.DateTimeFormat(language, {
    month: short ? 'short' : 'long',
    ...(short ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(dayOf(month));
}

/** The hit rate in whole per cent, or a dash with no offers. */
export function hitRateText(t: TFunction, won: number, offers: number): string {
  const rate = hitRate(won, offers);
  return rate === null
    ? t('firma:::statistik::none')
    : t('firma:::statistik::percent', { value: Math.round(rate * 100) });
}

/** A reply time: 'under 1 min', '45 min', '3 t 10 min', '22 t', '2 d 4 t', '3 d'; a dash when there is none. */
export function minutesText(t: TFunction, minutes: number | null): string {
  if (minutes === null) return t('firma:::statistik::none');
  // The service rounds to whole minutes: 0 is a reply within the first half minute, never '0 min'.
  if (minutes < 1) return t('firma:::statistik::duration::under_minute');
  if (minutes < 60) return t('firma:::statistik::duration::minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0
      ? t('firma:::statistik::duration::whole_hours', { hours })
      : t('firma:::statistik::duration::hours', { hours, minutes: rest });
  }
  const days = Math.floor(hours / 24);
  return hours % 24 === 0
    ? t('firma:::statistik::duration::whole_days', { days })
    : t('firma:::statistik::duration::days', { days, hours: hours % 24 });
}

/** Øre as '12.345,67 kr.'. */
export const kronerText = (t: TFunction, ore: number): string =>
  t('firma:::statistik::kroner', { amount: formatOre(ore) });

/** Øre as whole kroner, '12.346 kr.' (a key figure: the table beside has the øre). */
export const wholeKronerText = (t: TFunction, ore: number): string =>
  t('firma:::statistik::kroner', { amount: formatAmount(Math.round(ore / 100)) });
