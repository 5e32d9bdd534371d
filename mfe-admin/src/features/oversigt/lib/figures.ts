// The dashboard's numbers as the page writes them: days as 'dd.mm.yyyy' (on an axis 'dd.mm'), shares
// as whole percents, offers per job with one decimal, kroner with '.' between thousands, and a wait
// in minutes, hours or days; '–' where there is nothing to divide by.
import type { TFunction } from 'i18next';
import { formatAmount } from '@opgavetorvet/ui';

export const NOTHING = '–';

/** 'YYYY-MM-DD' as 'dd.mm.yyyy', or 'dd.mm' when `short`. */
export function dayText(day: string, short = false): string {
  const [year, month, date] = day.split('-');
  return short ? `${date}.${month}` : `${date}.${month}.${year}`;
}

export const shareText = (part: number, whole: number): string =>
  whole === 0 ? NOTHING : `${Math.round((part / whole) * 100)} %`;

export const perJobText = (offers: number, jobs: number): string =>
  jobs === 0 ? NOTHING : (offers / jobs).toFixed(1).replace('.', ',');

/** Whole kroner of an øre amount, with the currency. */
export const kronerText = (t: TFunction, ore: number): string =>
  t('admin:::oversigt::kroner', { amount: formatAmount(Math.round(ore / 100)) });

/** A wait: minutes under an hour, hours and minutes under two days, else days and hours. */
export function waitText(t: TFunction, minutes: number | null): string {
  if (minutes === null) return NOTHING;
  if (minutes < 60) return t('admin:::oversigt::wait::minutes', { minutes });
  if (minutes < 48 * 60)
    return t('admin:::oversigt::wait::hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return t('admin:::oversigt::wait::days', {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
  });
}
