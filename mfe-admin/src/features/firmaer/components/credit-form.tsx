// Credit a bank transfer by hand: whole kroner and a required note (checked here with the
// service's own texts and again by the service); the reply is a notification, the page reads the
// company again.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, notifyFromError, notifyFromReply, useAppDispatch } from '@opgavetorvet/ui';
import { useCreditCompanyMutation } from '../api/firmaer-api';

export function CreditForm({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({});
  const [credit, { isLoading }] = useCreditCompanyMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kroner = /^[0-9]+$/.test(amount.trim()) ? Number(amount.trim()) : NaN;
    const found = {
      amount:
        Number.isInteger(kroner) && kroner >= 1 && kroner <= 1_000_000
          ? undefined
          : t('errors:::manual_credit_amount'),
      note: note.trim() ? undefined : t('errors:::manual_credit_note'),
    };
    setErrors(found);
    if (found.amount || found.note) return;
    const result = await credit({ companyId, amount_kr: kroner, note: note.trim() });
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    dispatch(notifyFromReply(result.data));
    setAmount('');
    setNote('');
    onDone();
  };

  return (
    <form
      className="stack firmaer-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="credit-form"
    >
      <h2 className="section-title">{t('admin:::firmaer::credit::title')}</h2>
      <TextField
        label={t('admin:::firmaer::credit::amount')}
        inputMode="numeric"
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        multiline
        label={t('admin:::firmaer::credit::note')}
        hint={t('admin:::firmaer::credit::note_hint')}
        value={note}
        maxLength={500}
        error={errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="form-actions">
        <Button type="submit" busy={isLoading}>
          {t('admin:::firmaer::credit::submit')}
        </Button>
      </div>
    </form>
  );
}
