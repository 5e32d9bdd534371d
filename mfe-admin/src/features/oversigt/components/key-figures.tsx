// The period in seven figures at the top of the dashboard: jobs posted, offers per job, the median
// wait for the first offer, the share of jobs that hired, the revenue from plans, the companies
// that made an offer and the notices that failed.
import { useTranslation } from 'react-i18next';
import type { AdminDashboardTotals } from '@opgavetorvet/contracts';
import { kronerText, perJobText, shareText, waitText } from '../lib/figures';

export function KeyFigures({ totals }: { totals: AdminDashboardTotals }) {
  const { t } = useTranslation();
  const figures = [
    ['jobs', String(totals.jobs)],
    ['offers_per_job', perJobText(totals.offers, totals.jobs)],
    ['first_offer', waitText(t, totals.first_offer_minutes_median)],
    ['hired_share', shareText(totals.hired, totals.jobs)],
    ['revenue', kronerText(t, totals.revenue_ore)],
    ['active_companies', String(totals.active_companies)],
    ['failed_notices', String(totals.failed_notices)],
  ] as const;
  return (
    <dl className="oversigt-figures" data-testid="key-figures">
      {figures.map(([key, value]) => (
        <div key={key} className="oversigt-figures__item">
          <dt>{t(`admin:::oversigt::totals::${key}`)}</dt>
          <dd data-figure={key}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
