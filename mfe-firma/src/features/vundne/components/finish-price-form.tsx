// The final price of a finished job: whole kroner (required, no decimals, at most 999999999) and
// øre (one or two digits) → /ajax/firma/update_balans_company. The checks mirror the service's
// SPEC §5 texts; the service's own refusals are notifications.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, notify, useAppDispatch, notifyFromError } from '@opgavetorvet/ui';
import { useFinishJobMutation } from '../api/job-ending-api';
import { finishBody, validatePrice, type PriceErrors, type PriceFields } from '../lib/validate-ending';

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
  const [finishJob, { isLoading }] = useFinishJobMutation();

  const field = (key: keyof PriceFields) => ({
    value: fields[key],
    error: errors[key] ? t(errors[key]) : null,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [key]: event.target.value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePrice(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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

  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="finish-form">
      <p className="muted">{t('firma:::vundne::finish::price_intro')}</p>
      <div className="price-fields">
        <TextField
          label={t('firma:::vundne::finish::price')}
          hint={t('firma:::vundne::finish::price_hint')}
          {...field('price')}
        />
        <TextField label={t('firma:::vundne::finish::cents')} maxLength={2} {...field('cents')} />
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
