// The months' numbers (issue 31): per month of the last 12, newest first, the offers sent, the won
// ones among them, the hit rate, the revenue reported by finished jobs and the median reply time.
import { useTranslation } from 'react-i18next';
import type { StatisticsMonth } from '@opgavetorvet/contracts';
import { hitRateText, kronerText, minutesText, monthName } from '../lib/figures';
import { FiguresTable } from './figures-table';

const COLUMNS = ['offers', 'won', 'hit_rate', 'revenue', 'reply'] as const;

export function MonthTable({ months }: { months: StatisticsMonth[] }) {
  const { t, i18n } = useTranslation();
  return (
    <FiguresTable
      testId="month-table"
      caption={t('firma:::statistik::months_caption')}
      rowHead={t('firma:::statistik::columns::month')}
      columns={COLUMNS}
      rows={[...months].reverse().map((month) => ({
        key: month.month,
        head: <time dateTime={month.month}>{monthName(month.month, i18n.language)}</time>,
        cells: {
          offers: String(month.offers),
          won: String(month.won),
          hit_rate: hitRateText(t, month.won, month.offers),
          revenue: kronerText(t, month.revenue_ore),
          reply: minutesText(t, month.reply_minutes_median),
        },
      }))}
    />
  );
}
