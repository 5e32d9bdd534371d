// The company's movements as the administrator sees them: date, text (and the note of a manual
// credit is in the audit list), amount and the balance after each.
import { useTranslation } from 'react-i18next';
import type { LedgerLine } from '@opgavetorvet/contracts';
import { EmptyState, formatUnixDateTime } from '@opgavetorvet/ui';
import { useKroner } from './money';

export function CompanyLedger({ lines }: { lines: LedgerLine[] }) {
  const { t } = useTranslation();
  const kroner = useKroner();
  if (lines.length === 0) return <EmptyState title={t('admin:::firmaer::ledger_empty')} />;
  return (
    <ul className="firmaer-ledger" data-testid="admin-ledger">
      {lines.map((line) => (
        <li key={line.id} className="firmaer-ledger__row">
          <span className="firmaer-ledger__date">{formatUnixDateTime(line.created_at)}</span>
          <span className="firmaer-ledger__text">{line.text}</span>
          <span
            className={`firmaer-ledger__amount${line.amount_ore < 0 ? ' firmaer-ledger__amount--out' : ''}`}
          >
            {line.amount_ore > 0 ? `+${kroner(line.amount_ore)}` : kroner(line.amount_ore)}
          </span>
          <span className="firmaer-ledger__balance">{kroner(line.balance_ore)}</span>
        </li>
      ))}
    </ul>
  );
}
