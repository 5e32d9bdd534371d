// Cancelling a won job with a reason (SPEC §4/§5): a text is required ('Beskriv venligst hvorfor
// opgaven blev annulleret'), optionally whether the customer wants a new company and the date
// agreed → /ajax/firma/refused_to_work, checked with the call's schema (lib/ending-forms.ts). The
// cancel then waits for the administrator. A refusal shows the server's error_message and gives the
// button back (SPEC §8).
import { useTranslation } from 'react-i18next';
import { Button, TextField, notify, useAppDispatch, notifyFromError } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useCancelJobMutation } from '../api/job-ending-api';
import { CANCEL_TEXT_MAX, cancelJobForm } from '../lib/ending-forms';

interface CancelJobFormProps {
  jobId: number;
  option: string;
  onBack: () => void;
  onSent: () => void;
}

export function CancelJobForm({ jobId, option, onBack, onSent }: CancelJobFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(cancelJobForm, {
    defaultValues: { text: '', newCompany: false, appointment: '' },
    fixed: { job_id: jobId, optionselect: option },
  });
  const [cancelJob, { isLoading }] = useCancelJobMutation();

  const submit = form.handleSubmit(async (body) => {
    const result = await cancelJob(body);
    if ('error' in result) {
      form.replied(result);
      return;
    }
    if (!result.data.success) {
      dispatch(notifyFromError({ data: result.data }));
      return;
    }
    dispatch(notify([{ type: 'success', note: t('firma:::vundne::cancel::sent') }]));
    onSent();
  });

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate data-testid="cancel-form">
      <p className="muted">
        {t('firma:::vundne::cancel::intro', { reason: t(`firma:::vundne::finish::options::${option}`) })}
      </p>
      <TextField
        multiline
        rows={5}
        maxLength={CANCEL_TEXT_MAX}
        label={t('firma:::vundne::cancel::text')}
        {...form.field('text')}
      />
      <label className="checkbox">
        <input type="checkbox" {...form.register('newCompany')} />
        {t('firma:::vundne::cancel::new_company')}
      </label>
      <TextField
        type="date"
        label={t('firma:::vundne::cancel::appointment')}
        {...form.field('appointment')}
      />
      <div className="form-actions">
        <Button type="submit" busy={isLoading}>
          {t('firma:::vundne::cancel::submit')}
        </Button>
        <Button variant="quiet" onClick={onBack}>
          {t('firma:::vundne::cancel::back')}
        </Button>
      </div>
    </form>
  );
}
