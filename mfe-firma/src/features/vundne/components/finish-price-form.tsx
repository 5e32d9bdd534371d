// The final price of a finished job: whole kroner (required, no decimals, at most 999999999) and
// øre (one or two digits) → /ajax/firma/update_balans_company, checked with the call's schema
// (lib/ending-forms.ts) with the service's SPEC §5 texts; the service's own refusals are
// notifications. The øre field takes what is typed and says at once when it is more than two digits
// (it used to cut '150' to '15' without a word), and a checked price is confirmed in a step that says
// what cannot be undone (issue 10, defect 8). The day the job was done goes with the price
// (company_appointment_date, SPEC §3), first filled with the booking's date.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinishJobBody } from '@opgavetorvet/contracts';
import { Button, TextField, notify, useAppDispatch, notifyFromError } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useFinishJobMutation } from '../api/job-ending-api';
import { appointmentDay, finishPriceForm, priceText } from '../lib/ending-forms';
import { FinishConfirmStep } from './finish-confirm-step';

interface FinishPriceFormProps {
  jobId: number;
  /** The booking's date so far (unix seconds), the date field's first value. */
  appointmentAt: number | null;
  onBack: () => void;
  /** html_reviews of the reply: the finished block, or the reviews-cancel modal of a rated job. */
  onFinished: (html: string) => void;
}

export function FinishPriceForm({ jobId, appointmentAt, onBack, onFinished }: FinishPriceFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(finishPriceForm, {
    defaultValues: { price: '', cents: '', appointment: appointmentDay(String(appointmentAt ?? '')) },
    fixed: { job_id: jobId },
  });
  const [checked, setChecked] = useState<FinishJobBody | null>(null);
  const [finishJob, { isLoading }] = useFinishJobMutation();

  const numeric = { inputMode: 'numeric' as const, autoComplete: 'off' };
  const cents = form.field('cents');
  const submit = form.handleSubmit((body) => setChecked(body));

  const send = async (body: FinishJobBody) => {
    const result = await finishJob(body);
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

  if (checked)
    return (
      <FinishConfirmStep
        price={priceText(form.getValues())}
        busy={isLoading}
        onConfirm={() => void send(checked)}
        onBack={() => setChecked(null)}
      />
    );

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate data-testid="finish-form">
      <p className="muted">{t('firma:::vundne::finish::price_intro')}</p>
      <div className="price-fields">
        <TextField
          label={t('firma:::vundne::finish::price')}
          hint={t('firma:::vundne::finish::price_hint')}
          {...numeric}
          {...form.field('price')}
        />
        <TextField
          label={t('firma:::vundne::finish::cents')}
          {...numeric}
          {...cents}
          onChange={async (event) => {
            await cents.onChange(event);
            // Øre are told at once, not only when the form is sent.
            await form.trigger('cents');
          }}
        />
      </div>
      <TextField
        type="date"
        label={t('firma:::vundne::finish::appointment')}
        hint={t('firma:::vundne::finish::appointment_hint')}
        {...form.field('appointment')}
      />
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
