// The company's movements as the administrator sees them: date, text (and the note of a manual
// credit is in the audit list), amount and the balance after each. A charge that can be given back
// (a plan payment, a renewal, a card top-up) says what was refunded or awaits Stripe, and has
// 'Refundér' while something is left; it opens the refund dialog (loaded when first opened).
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerLine, RefundableCharge } from '@opgavetorvet/contracts';
import { Button, EmptyState, formatUnixDateTime } from '@opgavetorvet/ui';
import { useAdminRefundsQuery } from '../api/refund-api';
import '../refund.css';
import { useKroner } from './money';

const RefundDialog = lazy(() =>
  import(/* webpackChunkName: "refund-dialog" */ './refund-dialog').then((module) => ({
    default: module.RefundDialog,
  })),
);

function RefundState({ charge, onRefund }: { charge: RefundableCharge; onRefund: () => void }) {
  const { t } = useTranslation();
  const kroner = useKroner();
  return (
    <span className="firmaer-ledger__refund" data-testid="ledger-refund">
      {charge.refunded_ore > 0 && (
        <span className="muted">
          {t('admin:::firmaer::refund::refunded', { amount: kroner(charge.refunded_ore) })}
        </span>
      )}
      {charge.pending_ore > 0 && (
        <span className="muted">
          {t('admin:::firmaer::refund::pending', { amount: kroner(charge.pending_ore) })}
        </span>
      )}
      {charge.refundable_ore > 0 && (
        <Button variant="secondary" onClick={onRefund}>
          {t('admin:::firmaer::refund::open')}
        </Button>
      )}
    </span>
  );
}

export function CompanyLedger({
  companyId,
  lines,
  onDone,
}: {
  companyId: number;
  lines: LedgerLine[];
  /** After a refund: the page reads the company again. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const kroner = useKroner();
  const { data, refetch } = useAdminRefundsQuery({ companyId, newestLine: lines[0]?.id ?? 0 });
  const [refunding, setRefunding] = useState<{ line: LedgerLine; charge: RefundableCharge } | null>(null);
  if (lines.length === 0) return <EmptyState title={t('admin:::firmaer::ledger_empty')} />;
  const charges = new Map(data?.charges.map((charge) => [charge.ledger_id, charge]));
  return (
    <>
      <ul className="firmaer-ledger" data-testid="admin-ledger">
        {lines.map((line) => {
          const charge = charges.get(line.id);
          return (
            <li key={line.id} className="firmaer-ledger__row" data-testid="admin-ledger-row">
              <span className="firmaer-ledger__date">{formatUnixDateTime(line.created_at)}</span>
              <span className="firmaer-ledger__text">
                {line.text}
                {charge && <RefundState charge={charge} onRefund={() => setRefunding({ line, charge })} />}
              </span>
              <span
                className={`firmaer-ledger__amount${line.amount_ore < 0 ? ' firmaer-ledger__amount--out' : ''}`}
              >
                {line.amount_ore > 0 ? `+${kroner(line.amount_ore)}` : kroner(line.amount_ore)}
              </span>
              <span className="firmaer-ledger__balance">{kroner(line.balance_ore)}</span>
            </li>
          );
        })}
      </ul>
      {refunding && (
        <Suspense fallback={null}>
          <RefundDialog
            companyId={companyId}
            line={refunding.line}
            charge={refunding.charge}
            onClose={() => setRefunding(null)}
            onDone={() => {
              void refetch();
              onDone();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
