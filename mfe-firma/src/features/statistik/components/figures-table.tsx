// The numbers of a chart in an accessible table beside it (issue 31): a caption, a column head per
// figure (th scope="col") and a row head per month or category (th scope="row"). On a narrow
// screen the table scrolls sideways in a focusable, labelled region.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FigureColumn = 'offers' | 'won' | 'hit_rate' | 'revenue' | 'reply';

export interface FigureRow {
  key: string;
  head: ReactNode;
  cells: Partial<Record<FigureColumn, string>>;
}

export function FiguresTable({
  caption,
  rowHead,
  columns,
  rows,
  testId,
}: {
  caption: string;
  rowHead: string;
  columns: readonly FigureColumn[];
  rows: FigureRow[];
  testId: string;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <div className="statistik-table table-frame" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table data-testid={testId}>
        <caption id={captionId} className="statistik-table__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="table-frame__head">
              {rowHead}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="table-frame__head statistik-table__number">
                {t(`firma:::statistik::columns::${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="statistik-table__row-head">
                {row.head}
              </th>
              {columns.map((column) => (
                <td key={column} className="statistik-table__number">
                  {row.cells[column]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
