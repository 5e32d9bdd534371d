// The numbers of a chart in an accessible table beside it: a caption, a column head per figure
// (th scope="col") and a row head per slot (day, month, category …, th scope="row"). The table
// scrolls (sideways on a narrow screen, and down when it has many rows) in a focusable region named
// by its caption. `prefix` names the page's classes ('statistik' → statistik-table).
import { useId, type ReactNode } from 'react';

export interface TableColumn {
  key: string;
  label: string;
}

export interface TableRow {
  key: string;
  head: ReactNode;
  cells: Partial<Record<string, string>>;
}

export function FiguresTable({
  caption,
  rowHead,
  columns,
  rows,
  testId,
  prefix,
}: {
  caption: string;
  rowHead: string;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  testId: string;
  prefix: string;
}) {
  const captionId = useId();
  const number = `${prefix}-table__number`;
  return (
    <div className={`${prefix}-table table-frame`} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table data-testid={testId}>
        <caption id={captionId} className={`${prefix}-table__caption`}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="table-frame__head">
              {rowHead}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`table-frame__head ${number}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${prefix}-table__row-head`}>
                {row.head}
              </th>
              {columns.map((column) => (
                <td key={column.key} className={number}>
                  {row.cells[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
