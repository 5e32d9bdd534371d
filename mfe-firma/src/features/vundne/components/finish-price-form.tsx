// The final price of a finished job: whole kroner (required, no decimals, at most 999999999) and
// øre (one or two digits) → /ajax/firma/update_balans_company. The checks mirror the service's
// SPEC §5 texts; the service's own refusals are notifications. The øre field takes what is typed
// and says at once when it is more than two digits (it used to cut '150' to '15' without a word),
// and a checked price is confirmed in a step that says what cannot be undone (issue 10, defect 8).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, notify, useAppDispatch, notifyFromError } from '@opgavetorvet/ui';
import { useFinishJobMutation } from '../api/job-ending-api';
import {
  finishBody,
  priceText,
  validateCents,
  validatePrice,
  type PriceErrors,
  type PriceFields,
} from '../lib/validate-ending';
import { FinishConfirmStep } from './finish-confirm-step';

interface FinishPriceFormProps {
  jobId: number;
  onBack: () => void;
  /** html_reviews of the reply: the finished block, or the reviews-cancel modal of a rated job. */
  onFinished: (html: string) => void;
}

export function FinishPriceForm({ jobId, onBack, onFinished }: FinishPriceFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [fields, setFields] = useState<PriceFields>({ price: '', cents: '' });
  const [errors, setErrors] = useState<PriceErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [finishJob, { isLoading }] = useFinishJobMutation();

  const field = (key: keyof PriceFields) => ({
    value: fields[key],
    error: errors[key] ? t(errors[key]) : null,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setFields((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: key === 'cents' ? validateCents(value) : undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePrice(fields);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const send = async () => {
    const result = await finishJob(finishBody(jobId, fields));
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    if (result.data.success)
      dispatch(
        notify([
          { type: 'success', note: t('firma:::vundne::finish::done', { price: result.data.price_text }) },
        ]),
      );
    onFinished(result.data.html_reviews);
  };

  if (confirming)
    return (
      <FinishConfirmStep
        price={priceText(fields)}
        busy={isLoading}
        onConfirm={() => void send()}
        onBack={() => setConfirming(false)}
      />
    );

  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="finish-form">
      <p className="muted">{t('firma:::vundne::finish::price_intro')}</p>
      <div className="price-fields">
        <TextField
          label={t('firma:::vundne::finish::price')}
          hint={t('firma:::vundne::finish::price_hint')}
          {...field('price')}
        />
        <TextField label={t('firma:::vundne::finish::cents')} {...field('cents')} />
      </div>
      <div className="form-actions">
        <Button type="submit" busy={isLoading}>
          {t('firma:::vundne::finish::submit')}
        </Button>
        <Button variant="quiet" onClick={onBack}>
          {t('firma:::vundne::finish::back')}
        </Button>
      </div>
    </form>
  );
}
