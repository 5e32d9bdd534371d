// The date-info modal (SPEC §2) of a won job: the company texts the customer when it expects to
// start and finish (/firma/send_sms_button). Both dates are required (SPEC §5, 'Angiv venligst
// forventet start- og slutdato for opgaven') and the end may not lie before the start; the button
// is disabled once the SMS is sent (SPEC §4) until a date is changed; checked with the call's schema
// (lib/sms-dates-form.ts), the first problem shown under the dates; refusals are notifications.
import { useState } from 'react';
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
import { useSchemaForm, type FieldBinding } from '@opgavetorvet/ui/forms';
import { useSendSmsDatesMutation } from '../api/won-extras-api';
import { copenhagenDay } from '../lib/sms-dates';
import { smsDatesForm } from '../lib/sms-dates-form';

interface SmsDatesModalProps {
  job: WonJobItem;
  onClose: () => void;
}

export function SmsDatesModal({ job, onClose }: SmsDatesModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(smsDatesForm, {
    defaultValues: { start: copenhagenDay(job.expected_start_at), end: copenhagenDay(job.expected_end_at) },
    fixed: { contact_contract_id: job.contact_id },
  });
  const [sent, setSent] = useState(false);
  const [send, { isLoading }] = useSendSmsDatesMutation();

  /** A date field whose change gives the button back. */
  const dateField = (name: 'start' | 'end'): FieldBinding => {
    const binding = form.field(name);
    return {
      ...binding,
      onChange: (event) => {
        setSent(false);
        return binding.onChange(event);
      },
    };
  };

  const submit = form.handleSubmit(async (body) => {
    const result = await send(body);
    if ('error' in result) {
      dispatch(notifyFromError(result.error));
      return;
    }
    setSent(true);
    dispatch(
      notify([{ type: 'success', note: t('firma:::vundne::sms::sent', { name: job.customer_name }) }]),
    );
  });

  return (
    <Modal open title={t('firma:::vundne::sms::title')} onClose={onClose} testId="sms-modal">
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <p className="muted">{t('firma:::vundne::sms::intro', { name: job.customer_name })}</p>
        <div className="sms-dates">
          <TextField
            type="date"
            label={t('firma:::vundne::sms::start')}
            {...dateField('start')}
            error={null}
          />
          <TextField
            type="date"
            label={t('firma:::vundne::sms::end')}
            min={form.watch('start') || undefined}
            {...dateField('end')}
            error={null}
          />
        </div>
        <ErrorArea message={form.errorList()[0] ?? null} />
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
