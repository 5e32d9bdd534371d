// The period's counts over named slots, each a chart with the same numbers in a table beside it:
// the jobs by how many offers they got (0 … '5+'), the jobs with an offer by the wait for the
// first one, and the companies that made an offer per category and per region (with their offers).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_DASHBOARD_OFFERS_CAP,
  type AdminActiveCompanies,
  type AdminFirstOfferStep,
  type AdminOffersPerJob,
} from '@opgavetorvet/contracts';
import type { ChartLibraryLoader } from '@opgavetorvet/ui/charts';
import type { BarSeries } from './bar-chart';
import { FigureSection } from './figure-section';

const JOB_COLUMNS = ['jobs'] as const;
const ACTIVE_COLUMNS = ['companies', 'offers'] as const;

interface Slot {
  key: string;
  name: string;
  values: Record<string, number>;
}

/** A section of slots: the first column is charted; the table has every column. */
function SlotsSection({
  name,
  slots,
  columns,
  load,
}: {
  name: 'offers_per_job' | 'first_offer' | 'categories' | 'regions';
  slots: Slot[];
  columns: readonly string[];
  load: ChartLibraryLoader;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`admin:::oversigt::columns::${key}`);
  const chart = useMemo(() => {
    const charted = columns[0]!;
    const series: BarSeries[] = [
      {
        label: t(`admin:::oversigt::columns::${charted}`),
        colour: ['--color-primary', '#0f766e'],
        values: slots.map((slot) => slot.values[charted] ?? 0),
      },
    ];
    return {
      labels: slots.map((slot) => (slot.name.length > 14 ? `${slot.name.slice(0, 13)}…` : slot.name)),
      series,
      axes: {
        x: t(`admin:::oversigt::sections::${name}::axis`),
        y: t('admin:::oversigt::charts::axis_count'),
      },
    };
  }, [slots, columns, name, t]);
  return (
    <FigureSection
      title={t(`admin:::oversigt::sections::${name}::title`)}
      testId={`oversigt-${name}`}
      load={load}
      charts={[{ title: t(`admin:::oversigt::sections::${name}::chart`), ...chart }]}
      table={{
        testId: `${name}-table`,
        caption: t(`admin:::oversigt::sections::${name}::table`),
        rowHead: t(`admin:::oversigt::sections::${name}::axis`),
        columns: columns.map((key) => ({ key, label: label(key) })),
        rows: slots.map((slot) => ({
          key: slot.key,
          head: slot.name,
          cells: Object.fromEntries(columns.map((key) => [key, String(slot.values[key] ?? 0)])),
        })),
      }}
    />
  );
}

export function OffersPerJobSection({ rows, load }: { rows: AdminOffersPerJob[]; load: ChartLibraryLoader }) {
  const slots = useMemo(
    () =>
      rows.map((row) => ({
        key: String(row.offers),
        name: row.offers >= ADMIN_DASHBOARD_OFFERS_CAP ? `${row.offers}+` : String(row.offers),
        values: { jobs: row.jobs },
      })),
    [rows],
  );
  return <SlotsSection name="offers_per_job" slots={slots} columns={JOB_COLUMNS} load={load} />;
}

export function FirstOfferSection({ rows, load }: { rows: AdminFirstOfferStep[]; load: ChartLibraryLoader }) {
  const { t } = useTranslation();
  const slots = useMemo(
    () =>
      rows.map((row) => ({
        key: row.step,
        name: t(`admin:::oversigt::steps::${row.step}`),
        values: { jobs: row.jobs },
      })),
    [rows, t],
  );
  return <SlotsSection name="first_offer" slots={slots} columns={JOB_COLUMNS} load={load} />;
}

export function ActiveSection({
  name,
  rows,
  load,
}: {
  name: 'categories' | 'regions';
  rows: AdminActiveCompanies[];
  load: ChartLibraryLoader;
}) {
  const slots = useMemo(
    () =>
      rows.map((row) => ({
        key: String(row.id),
        name: row.name,
        values: { companies: row.companies, offers: row.offers },
      })),
    [rows],
  );
  return <SlotsSection name={name} slots={slots} columns={ACTIVE_COLUMNS} load={load} />;
}
