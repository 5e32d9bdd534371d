// /admin (issue 33): how the marketplace is doing in a chosen period (the last 30 days unless the
// address names one): seven key figures, then day by day, offers per job, the wait for the first
// offer and the active companies per category and region, each a chart with its numbers in a table
// beside it. The tables are drawn at once; the charts' library is a chunk of its own, loaded after
// them (`loadChartLibrary`), so neither the admin pages' first load nor the numbers wait for it.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { AdminDashboardQuery } from '@opgavetorvet/contracts';
import { ErrorArea, PageTitle, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { loadChartLibrary as loadUPlot, type ChartLibraryLoader } from '@opgavetorvet/ui/charts';
import { useAdminDashboardQuery } from '../api/oversigt-api';
import { dayText } from '../lib/figures';
import { periodOf } from '../lib/period';
import { ActiveSection, FirstOfferSection, OffersPerJobSection } from './count-sections';
import { DaySection } from './day-section';
import { KeyFigures } from './key-figures';
import { PeriodForm } from './period-form';
// uPlot's own stylesheet is small: it comes with the page, so the library's chunk is JavaScript only.
import 'uplot/dist/uPlot.min.css';
import '../oversigt.css';

export function OversigtPage({ loadChartLibrary = loadUPlot }: { loadChartLibrary?: ChartLibraryLoader }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const { data, error, isError, isFetching } = useAdminDashboardQuery(period);
  const choose = (next: AdminDashboardQuery) => setParams({ fra: next.fra, til: next.til });

  return (
    <section className="stack oversigt-page" data-testid="admin-oversigt">
      <PageTitle text={t('admin:::oversigt::title')} />
      <p className="muted oversigt-page__lead">{t('admin:::oversigt::lead')}</p>
      <PeriodForm key={`${period.fra}/${period.til}`} period={period} onChoose={choose} />
      {isError && <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} />}
      {!data && isFetching && <Spinner />}
      {data && !isError && (
        <>
          <p className="oversigt-page__period" aria-live="polite" data-testid="oversigt-shown">
            {t('admin:::oversigt::shown', { from: dayText(data.from), to: dayText(data.to) })}
          </p>
          <KeyFigures totals={data.totals} />
          <DaySection days={data.days} load={loadChartLibrary} />
          <OffersPerJobSection rows={data.offers_per_job} load={loadChartLibrary} />
          <FirstOfferSection rows={data.first_offer} load={loadChartLibrary} />
          <ActiveSection name="categories" rows={data.categories} load={loadChartLibrary} />
          <ActiveSection name="regions" rows={data.regions} load={loadChartLibrary} />
        </>
      )}
    </section>
  );
}
