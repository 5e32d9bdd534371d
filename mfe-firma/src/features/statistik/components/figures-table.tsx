// The statistics' tables (issue 31): the shared accessible table of a chart's numbers
// (@opgavetorvet/ui/charts) with the page's classes and its columns named from the firma texts.
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresTable as Table } from '@opgavetorvet/ui/charts';

export type FigureColumn = 'offers' | 'won' | 'hit_rate' | 'revenue' | 'reply';

type TableProps = Omit<ComponentProps<typeof Table>, 'prefix' | 'columns'>;

export function FiguresTable({ columns, ...table }: TableProps & { columns: readonly FigureColumn[] }) {
  const { t } = useTranslation();
  const named = columns.map((key) => ({ key, label: t(`firma:::statistik::columns::${key}`) }));
  return <Table prefix="statistik" columns={named} {...table} />;
}
