// The outbox rows as a table (to, channel, subject, state, tries, created); on a phone each row
// stacks into a card with the subject on top. The subject (an SMS shows the start of its text) is
// the button that opens the whole message; a failed row shows why under its state and 'Send igen'.
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '@opgavetorvet/contracts';
import { OutboxResendButton } from './outbox-resend-button';
import { OutboxStateBadge } from './outbox-state-badge';
import { formatUnixDateTime } from '@opgavetorvet/ui';

/** What the row's button says: the mail's subject, or the first line of an SMS. */
export function headlineOf(row: OutboxRow): string {
  return row.subject ?? row.body.split('\n').find((line) => line.trim() !== '') ?? row.body;
}

interface RowActions {
  onOpen: (row: OutboxRow) => void;
  /** A failed row was queued again: the page fetches the outbox anew. */
  onResent: () => void;
}

function OutboxTableRow({ row, onOpen, onResent }: { row: OutboxRow } & RowActions) {
  const { t } = useTranslation();
  const label = (column: string) => t(`admin:::udbakke::columns::${column}`);
  return (
    <tr className="outbox-table__row" data-testid="outbox-row" data-id={row.id} onClick={() => onOpen(row)}>
      <td className="outbox-table__recipient" data-label={label('recipient')}>
        {row.recipient}
      </td>
      <td data-label={label('channel')}>{t(`admin:::udbakke::channels::${row.channel}`)}</td>
      <td className="outbox-table__subject" data-label={label('subject')}>
        <button
          type="button"
          className="outbox-table__open"
          title={t('admin:::udbakke::open')}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row);
          }}
        >
          {headlineOf(row)}
        </button>
      </td>
      <td className="outbox-table__state" data-label={label('state')}>
        <OutboxStateBadge state={row.state} />
        {row.state === 'failed' && row.error && (
          <span className="outbox-table__error" title={row.error}>
            {t('admin:::udbakke::error', { error: row.error })}
          </span>
        )}
        {row.state === 'failed' && <OutboxResendButton row={row} onResent={onResent} />}
      </td>
      <td className="outbox-table__number" data-label={label('tries')}>
        {row.tries}
      </td>
      <td className="outbox-table__created" data-label={label('created')}>
        <time dateTime={new Date(row.created_at * 1000).toISOString()}>
          {formatUnixDateTime(row.created_at)}
        </time>
      </td>
    </tr>
  );
}

export function OutboxTable({ rows, onOpen, onResent }: { rows: OutboxRow[] } & RowActions) {
  const { t } = useTranslation();
  const columns = ['recipient', 'channel', 'subject', 'state', 'tries', 'created'] as const;
  return (
    <div className="table-frame outbox-table-frame">
      <table className="outbox-table" data-testid="outbox-table">
        <caption className="visually-hidden">{t('admin:::udbakke::table_label')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`table-frame__head outbox-table__head--${column}`}>
                {t(`admin:::udbakke::columns::${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <OutboxTableRow key={row.id} row={row} onOpen={onOpen} onResent={onResent} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
