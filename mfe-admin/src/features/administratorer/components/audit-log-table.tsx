// The audit log's rows: when, who, the action, the record and what changed (the stored JSON, as it is).
import { useTranslation } from 'react-i18next';
import type { AuditLogRow } from '@opgavetorvet/contracts';
import { formatUnixDateTime } from '@opgavetorvet/ui';
import '../administratorer.css';

/** The row's before/after as one line of text ('' when there is neither). */
function changeOf(row: AuditLogRow): string {
  return [row.before, row.after].filter((part): part is string => part !== null).join(' → ');
}

export function AuditLogTable({ rows }: { rows: readonly AuditLogRow[] }) {
  const { t } = useTranslation();
  return (
    <div
      className="table-frame audit-log-frame"
      role="region"
      aria-label={t('admin:::log::title')}
      tabIndex={0}
    >
      <table className="audit-log" data-testid="audit-log">
        <thead>
          <tr>
            <th scope="col" className="table-frame__head">
              {t('admin:::log::when')}
            </th>
            <th scope="col" className="table-frame__head">
              {t('admin:::log::actor')}
            </th>
            <th scope="col" className="table-frame__head">
              {t('admin:::log::action')}
            </th>
            <th scope="col" className="table-frame__head">
              {t('admin:::log::record')}
            </th>
            <th scope="col" className="table-frame__head">
              {t('admin:::log::details')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatUnixDateTime(row.created_at)}</td>
              <td>
                {row.actor_name}
                <br />
                <span className="muted">{row.actor_email}</span>
              </td>
              <td>
                <code>{row.action}</code>
              </td>
              <td>
                {row.target_type} {row.target_id}
              </td>
              <td className="audit-log__change">{changeOf(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
