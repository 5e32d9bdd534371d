// The date-info modal (SPEC §2) of a won job: the company texts the customer when it expects to
// start and finish (/firma/send_sms_button). Both dates are required (SPEC §5, 'Angiv venligst
// forventet start- og slutdato for opgaven') and the end may not lie before the start; the button
// is disabled once the SMS is sent (SPEC §4) until a date is changed; refusals are notifications.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WonJobItem } from '@opgavetorvet/contracts';
import {
  Button,
  ErrorArea,
  Modal,
  TextField,
  notify,
  useAppDispatch,
  notifyFromError,
} from '@opgavetorvet/ui';
import { useSendSmsDatesMutation } from '../api/won-extras-api';
import { copenhagenDay, smsBody, validateSmsDates, type SmsDates } from '../lib/sms-dates';

interface SmsDatesModalProps {
  job: WonJobItem;
  onClose: () => void;
}

export function SmsDatesModal({ job, onClose }: SmsDatesModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [dates, setDates] = useState<SmsDates>(() => ({
    start: copenhagenDay(job.expected_start_at),
    end: copenhagenDay(job.expected_end_at),
  }));
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [send, { isLoading }] = useSendSmsDatesMutation();

  const change = (field: keyof SmsDates) => (value: string) => {
    setDates((current) => ({ ...current, [field]: value }));
    setError(null);
    setSent(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSmsDates(dates);
    if (problem) {
      setError(t(problem));
      return;
    }
    const result = await send(smsBody(job.contact_id, dates));
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    setSent(true);
    dispatch(
      notify([{ type: 'success', note: t('firma:::vundne::sms::sent', { name: job.customer_name }) }]),
    );
  };

  return (
    <Modal open title={t('firma:::vundne::sms::title')} onClose={onClose} testId="sms-modal">
      <form className="stack" onSubmit={submit} noValidate>
        <p className="muted">{t('firma:::vundne::sms::intro', { name: job.customer_name })}</p>
        <div className="sms-dates">
          <TextField
            type="date"
            label={t('firma:::vundne::sms::start')}
            value={dates.start}
            onChange={(event) => change('start')(event.target.value)}
          />
          <TextField
            type="date"
            label={t('firma:::vundne::sms::end')}
            value={dates.end}
            min={dates.start || undefined}
            onChange={(event) => change('end')(event.target.value)}
          />
        </div>
        <ErrorArea message={error} />
        {sent && (
          <p className="sms-dates__sent" role="status">
            {t('firma:::vundne::sms::sent', { name: job.customer_name })}
          </p>
        )}
        <div className="form-actions">
          <Button type="submit" busy={isLoading} disabled={sent}>
            {sent ? t('firma:::vundne::sms::done') : t('firma:::vundne::sms::send')}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('firma:::vundne::sms::close')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
