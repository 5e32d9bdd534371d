// Credit a bank transfer by hand: whole kroner and a required note, checked with the call's own
// schema (ManualCreditBody) before sending and again by the service. A confirm step (issue 33) then
// says what will happen — the amount on the company's balance, the receipt by mail, the note —
// before it is sent; the reply is a notification, the page reads the company again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManualCreditBody } from '@opgavetorvet/contracts';
import { Button, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useCreditCompanyMutation } from '../api/firmaer-api';
import { NOTE_MAX, creditForm } from '../lib/firmaer-forms';
import '../refund.css';
import { ConfirmStep } from './confirm-step';
import { useKroner } from './money';

export function CreditForm({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const kroner = useKroner();
  const form = useSchemaForm(creditForm, { defaultValues: { amount: '', note: '' } });
  const [credit, { isLoading }] = useCreditCompanyMutation();
  const [body, setBody] = useState<ManualCreditBody | null>(null);

  const toConfirm = form.handleSubmit((checked) => setBody(checked));
  const send = async () => {
    if (!body) return;
    const done = form.replied(await credit({ companyId, ...body }));
    setBody(null);
    if (done) {
      form.reset();
      onDone();
    }
  };

  return (
    <div className="stack firmaer-form" data-testid="credit-form">
      <h2 className="section-title">{t('admin:::firmaer::credit::title')}</h2>
      {body === null ? (
        <form className="stack" onSubmit={(event) => void toConfirm(event)} noValidate>
          <TextField
            label={t('admin:::firmaer::credit::amount')}
            inputMode="numeric"
            {...form.field('amount')}
          />
          <TextField
            multiline
            label={t('admin:::firmaer::credit::note')}
            hint={t('admin:::firmaer::credit::note_hint')}
            maxLength={NOTE_MAX}
            {...form.field('note')}
          />
          <div className="form-actions">
            <Button type="submit">{t('admin:::firmaer::credit::submit')}</Button>
          </div>
        </form>
      ) : (
        <ConfirmStep
          testId="credit-confirm"
          title={t('admin:::firmaer::credit::confirm_title')}
          rows={[
            { label: t('admin:::firmaer::credit::confirm_amount'), value: kroner(body.amount_kr * 100) },
            { label: t('admin:::firmaer::credit::note'), value: body.note },
          ]}
          note={t('admin:::firmaer::credit::confirm_text')}
          confirmLabel={t('admin:::firmaer::credit::confirm')}
          backLabel={t('admin:::firmaer::credit::back')}
          busy={isLoading}
          onConfirm={() => void send()}
          onBack={() => setBody(null)}
        />
      )}
    </div>
  );
}
