// 'Refundér' on one charge (issue 33), loaded when first opened: the amount (at most what is left
// of the charge, filled in) and a required reason, checked with the call's schema; then a confirm
// step says what will happen — the amount with moms, the moms in it, and whether it goes to the
// card (through Stripe, the credit note when Stripe confirms) or as credit on the balance — before
// it is sent. A refusal goes back to the form with the service's text.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitVat, type LedgerLine, type RefundableCharge, type RefundBody } from '@opgavetorvet/contracts';
import { Button, Modal, TextField, formatOre, formatUnixDate } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useRefundChargeMutation } from '../api/refund-api';
import { REFUND_REASON_MAX, refundForm } from '../lib/refund-form';
import { ConfirmStep } from './confirm-step';
import { useKroner } from './money';

export interface RefundDialogProps {
  companyId: number;
  line: LedgerLine;
  charge: RefundableCharge;
  onClose: () => void;
  onDone: () => void;
}

export function RefundDialog({ companyId, line, charge, onClose, onDone }: RefundDialogProps) {
  const { t, i18n } = useTranslation();
  const kroner = useKroner();
  const form = useSchemaForm(
    useMemo(() => refundForm(charge.refundable_ore), [charge.refundable_ore]),
    { defaultValues: { amount: formatOre(charge.refundable_ore), reason: '' } },
  );
  const [body, setBody] = useState<RefundBody | null>(null);
  const [refund, { isLoading }] = useRefundChargeMutation();
  const key = (name: string) => `admin:::firmaer::refund::${name}`;

  const toConfirm = form.handleSubmit((checked) => setBody(checked));
  const send = async () => {
    if (!body) return;
    const result = await refund({ companyId, ledgerId: charge.ledger_id, ...body });
    if (form.replied(result)) {
      onDone();
      onClose();
    } else setBody(null);
  };

  return (
    <Modal open title={t(key('title'))} onClose={onClose} testId="refund-dialog">
      {body === null ? (
        <form className="stack" onSubmit={(event) => void toConfirm(event)} noValidate>
          <p className="refund-dialog__charge">
            {t(key('charge'), {
              text: line.text,
              date: formatUnixDate(line.created_at, i18n.language),
              amount: kroner(charge.charged_ore),
            })}
          </p>
          <p className="muted">{t(key(charge.method === 'card' ? 'to_card' : 'to_balance'))}</p>
          <TextField
            label={t(key('amount'))}
            hint={t(key('amount_hint'), { amount: kroner(charge.refundable_ore) })}
            inputMode="decimal"
            {...form.field('amount')}
          />
          <TextField
            multiline
            label={t(key('reason'))}
            hint={t(key('reason_hint'))}
            maxLength={REFUND_REASON_MAX}
            {...form.field('reason')}
          />
          <div className="form-actions">
            <Button type="submit">{t(key('next'))}</Button>
            <Button variant="secondary" onClick={onClose}>
              {t(key('cancel'))}
            </Button>
          </div>
        </form>
      ) : (
        <ConfirmStep
          testId="refund-confirm"
          title={t(key('confirm_title'))}
          rows={[
            {
              label: t(key('confirm_amount')),
              value: kroner(body.amount_ore),
              testId: 'refund-confirm-amount',
            },
            { label: t(key('confirm_vat')), value: kroner(splitVat(body.amount_ore).vatOre) },
            {
              label: t(key('confirm_where')),
              value: t(key(charge.method === 'card' ? 'where_card' : 'where_balance')),
              testId: 'refund-confirm-where',
            },
            { label: t(key('confirm_reason')), value: body.reason },
          ]}
          note={t(key(charge.method === 'card' ? 'confirm_card_note' : 'confirm_balance_note'))}
          confirmLabel={t(key('submit'), { amount: kroner(body.amount_ore) })}
          backLabel={t(key('back'))}
          busy={isLoading}
          onConfirm={() => void send()}
          onBack={() => setBody(null)}
        />
      )}
    </Modal>
  );
}
