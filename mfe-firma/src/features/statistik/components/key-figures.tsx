// The 12 months in five figures at the top of the statistics page (issue 31): offers sent, jobs won,
// hit rate, revenue reported through finished jobs and the median reply time.
import { useTranslation } from 'react-i18next';
import type { StatisticsTotals } from '@opgavetorvet/contracts';
import { hitRateText, minutesText, wholeKronerText } from '../lib/figures';

export function KeyFigures({ totals }: { totals: StatisticsTotals }) {
  const { t } = useTranslation();
  const figures = [
    ['offers', String(totals.offers)],
    ['won', String(totals.won)],
    ['hit_rate', hitRateText(t, totals.won, totals.offers)],
    ['revenue', wholeKronerText(t, totals.revenue_ore)],
    ['reply', minutesText(t, totals.reply_minutes_median)],
  ] as const;
  return (
    <dl className="statistik-figures" data-testid="key-figures">
      {figures.map(([key, value]) => (
        <div key={key} className="statistik-figures__item">
          <dt>{t(`firma:::statistik::totals::${key}`)}</dt>
          <dd data-figure={key}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
