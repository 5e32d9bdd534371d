// The period day by day: jobs posted with the ones that hired among them, the revenue from plans
// and the failed notices as three charts, and one table with every day's numbers (offers of the
// day's jobs and the share that hired included).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDashboardDay } from '@opgavetorvet/contracts';
import type { ChartLibraryLoader } from '@opgavetorvet/ui/charts';
import { dayText, kronerText, shareText } from '../lib/figures';
import type { BarSeries } from './bar-chart';
import { FigureSection, type SectionChart } from './figure-section';

export function DaySection({ days, load }: { days: AdminDashboardDay[]; load: ChartLibraryLoader }) {
  const { t } = useTranslation();
  const column = (key: string) => ({ key, label: t(`admin:::oversigt::columns::${key}`) });
  const charts = useMemo(() => {
    const label = (key: string) => t(`admin:::oversigt::columns::${key}`);
    const axes = (unit: string) => ({
      x: t('admin:::oversigt::charts::axis_day'),
      y: t(`admin:::oversigt::charts::${unit}`),
    });
    const jobs: BarSeries[] = [
      { label: label('jobs'), colour: ['--color-primary-soft', '#ccfbf1'], values: days.map((d) => d.jobs) },
      {
        label: label('hired'),
        colour: ['--color-primary-dark', '#115e59'],
        values: days.map((d) => d.hired),
      },
    ];
    const revenue: BarSeries[] = [
      {
        label: label('revenue'),
        colour: ['--color-accent', '#f59e0b'],
        values: days.map((d) => d.revenue_ore / 100),
      },
    ];
    const failed: BarSeries[] = [
      {
        label: label('failed_notices'),
        colour: ['--color-danger', '#b91c1c'],
        values: days.map((d) => d.failed_notices),
      },
    ];
    const labels = days.map((d) => dayText(d.day, true));
    const drawn: SectionChart[] = [
      { title: t('admin:::oversigt::charts::jobs'), labels, series: jobs, axes: axes('axis_count') },
      { title: t('admin:::oversigt::charts::revenue'), labels, series: revenue, axes: axes('axis_kroner') },
      {
        title: t('admin:::oversigt::charts::failed_notices'),
        labels,
        series: failed,
        axes: axes('axis_count'),
      },
    ];
    return drawn;
  }, [days, t]);
  return (
    <FigureSection
      title={t('admin:::oversigt::days_title')}
      testId="oversigt-days"
      load={load}
      charts={charts}
      chartsTestId="day-charts"
      table={{
        testId: 'day-table',
        caption: t('admin:::oversigt::tables::days'),
        rowHead: t('admin:::oversigt::columns::day'),
        columns: ['jobs', 'offers', 'hired', 'hired_share', 'revenue', 'failed_notices'].map(column),
        rows: days.map((d) => ({
          key: d.day,
          head: dayText(d.day),
          cells: {
            jobs: String(d.jobs),
            offers: String(d.offers),
            hired: String(d.hired),
            hired_share: shareText(d.hired, d.jobs),
            revenue: kronerText(t, d.revenue_ore),
            failed_notices: String(d.failed_notices),
          },
        })),
      }}
    />
  );
}
