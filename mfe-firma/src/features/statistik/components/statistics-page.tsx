// /firma/statistik: how the company is doing (issue 31). Its key figures for the last 12 months, then
// per month and per category a chart with the same numbers in a table beside it. The tables are
// drawn at once; the charts' library is a chunk of its own, loaded after them (`loadChartLibrary`),
// so neither the portal's first load nor the numbers wait for it. A company with no offers and no
// revenue yet is told where the figures will come from (and no chart library is loaded).
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CompanyStatisticsReply } from '@opgavetorvet/contracts';
import { EmptyState, ErrorArea, PageTitle, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { ChartSlot, loadChartLibrary as loadUPlot, type ChartLibraryLoader } from '@opgavetorvet/ui/charts';
import { paths } from '../../../config/paths';
import { useFirmaStatistikQuery } from '../api/statistics-api';
import { CategoryTable } from './category-table';
import { KeyFigures } from './key-figures';
import { MonthTable } from './month-table';
import { CategoryChart, MonthCharts } from './statistics-charts';
// uPlot's own stylesheet is small: it comes with the page, so the library's chunk is JavaScript only.
import 'uplot/dist/uPlot.min.css';
import '../styles/statistik.css';

const isEmpty = ({ totals }: CompanyStatisticsReply) => totals.offers === 0 && totals.revenue_ore === 0;

function FiguresSection({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  const id = useId();
  return (
    <section className="stack statistik-section" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      <div className="statistik-pair">
        {chart}
        {table}
      </div>
    </section>
  );
}

export function StatisticsPage({ loadChartLibrary = loadUPlot }: { loadChartLibrary?: ChartLibraryLoader }) {
  const { t } = useTranslation();
  const { data, error, isError } = useFirmaStatistikQuery();
  const chartSlot = { prefix: 'statistik', failedText: t('firma:::statistik::charts::failed') };

  return (
    <section className="stack statistik-page" data-testid="firma-statistik">
      <PageTitle text={t('firma:::statistik::title')} />
      <p className="muted">{t('firma:::statistik::intro')}</p>
      {isError && <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} />}
      {!data && !isError && <Spinner />}
      {data && isEmpty(data) && (
        <EmptyState
          title={t('firma:::statistik::empty::title')}
          text={t('firma:::statistik::empty::text')}
          action={<Link to={paths.opgaver}>{t('firma:::statistik::empty::link')}</Link>}
        />
      )}
      {data && !isEmpty(data) && (
        <>
          <KeyFigures totals={data.totals} />
          <p className="muted">{t('firma:::statistik::note')}</p>
          <FiguresSection
            title={t('firma:::statistik::months_title')}
            chart={
              <ChartSlot load={loadChartLibrary} {...chartSlot}>
                {(library) => <MonthCharts library={library} months={data.months} />}
              </ChartSlot>
            }
            table={<MonthTable months={data.months} />}
          />
          {data.categories.length > 0 && (
            <FiguresSection
              title={t('firma:::statistik::categories_title')}
              chart={
                <ChartSlot load={loadChartLibrary} {...chartSlot}>
                  {(library) => <CategoryChart library={library} categories={data.categories} />}
                </ChartSlot>
              }
              table={<CategoryTable categories={data.categories} />}
            />
          )}
        </>
      )}
    </section>
  );
}
