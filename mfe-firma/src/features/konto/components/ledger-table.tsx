// Every movement of the account, newest first: date, text, amount, the balance after it, and the
// receipt (PDF) of a payment. On a phone each row stacks into a small card.
import { useTranslation } from 'react-i18next';
import type { LedgerLine } from '@opgavetorvet/contracts';
import { EmptyState, formatOre, formatUnixDate } from '@opgavetorvet/ui';
import { receiptUrl } from '../lib/receipt-url';

const columns = ['date', 'text', 'amount', 'balance', 'receipt'] as const;

function LedgerRow({ line }: { line: LedgerLine }) {
  const { t, i18n } = useTranslation();
  const label = (column: (typeof columns)[number]) => t(`firma:::konto::history::${column}`);
  const kroner = (ore: number) => t('firma:::konto::kroner', { amount: formatOre(ore) });
  return (
    <tr data-testid="ledger-row" data-kind={line.kind}>
      <td className="ledger-table__date" data-label={label('date')}>
        <time dateTime={new Date(line.created_at * 1000).toISOString()}>
          {formatUnixDate(line.created_at, i18n.language)}
        </time>
      </td>
      <td className="ledger-table__text" data-label={label('text')}>
        {line.text}
      </td>
      <td
        className={`ledger-table__number${line.amount_ore < 0 ? ' ledger-table__number--out' : ''}`}
        data-label={label('amount')}
      >
        {line.amount_ore > 0 ? `+${kroner(line.amount_ore)}` : kroner(line.amount_ore)}
      </td>
      <td className="ledger-table__number" data-label={label('balance')}>
        {kroner(line.balance_ore)}
      </td>
      <td className="ledger-table__receipt" data-label={label('receipt')}>
        {line.receipt_id !== null && line.receipt_number !== null && (
          <a href={receiptUrl(line.receipt_id)} target="_blank" rel="noopener" data-testid="receipt-link">
            {t('firma:::konto::history::receipt_link', { number: line.receipt_number })}
          </a>
        )}
      </td>
    </tr>
  );
}

export function LedgerTable({ lines }: { lines: LedgerLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <EmptyState title={t('firma:::konto::history::empty')} />;
  return (
    <div className="table-frame">
      <table className="ledger-table" data-testid="ledger-table">
        <caption className="visually-hidden">{t('firma:::konto::history::table_label')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`table-frame__head ledger-table__head--${column}`}>
                {t(`firma:::konto::history::${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <LedgerRow key={line.id} line={line} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
