// Cancelling a won job with a reason (SPEC §4/§5): a text is required ('Beskriv venligst hvorfor
// opgaven blev annulleret'), optionally whether the customer wants a new company and the date
// agreed → /ajax/firma/refused_to_work. The cancel then waits for the administrator. A refusal
// shows the server's error_message and gives the button back (SPEC §8).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, notify, useAppDispatch, notifyFromError } from '@opgavetorvet/ui';
import { useCancelJobMutation } from '../api/job-ending-api';
import { cancelBody, validateCancel, type CancelFields } from '../lib/validate-ending';

interface CancelJobFormProps {
  jobId: number;
  option: string;
  onBack: () => void;
  onSent: () => void;
}

export function CancelJobForm({ jobId, option, onBack, onSent }: CancelJobFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [newCompany, setNewCompany] = useState(false);
  const [appointment, setAppointment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancelJob, { isLoading }] = useCancelJobMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields: CancelFields = { option, text, newCompany, appointment };
    const problem = validateCancel(fields);
    if (problem) {
      setError(t(problem));
      return;
    }
    const result = await cancelJob(cancelBody(jobId, fields));
    if ('error' in result || !result.data.success) {
      dispatch(notifyFromError('error' in result ? result.error : { data: result.data }));
      return;
    }
    dispatch(notify([{ type: 'success', note: t('firma:::vundne::cancel::sent') }]));
    onSent();
  };

  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="cancel-form">
      <p className="muted">
        {t('firma:::vundne::cancel::intro', { reason: t(`firma:::vundne::finish::options::${option}`) })}
      </p>
      <TextField
        multiline
        rows={5}
        maxLength={2000}
        label={t('firma:::vundne::cancel::text')}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={newCompany}
          onChange={(event) => setNewCompany(event.target.checked)}
        />
        {t('firma:::vundne::cancel::new_company')}
      </label>
      <TextField
        type="date"
        label={t('firma:::vundne::cancel::appointment')}
        value={appointment}
        onChange={(event) => setAppointment(event.target.value)}
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
