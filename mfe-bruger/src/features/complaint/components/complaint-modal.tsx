// The complaint modal (SPEC §2/§7): company name, a description of the problem and the customer's
// full name, all required with SPEC §5's texts (checked with the call's schema, lib/complaint-form.ts,
// and again by the server), sent to /bruger/complaintsend; the server's answer is a notification
// and the modal closes; its refusal of a field is shown at the field, any other in the error area.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplaintBody } from '@opgavetorvet/contracts';
import {
  Button,
  ErrorArea,
  Modal,
  TextField,
  errorTextsOf,
  notifyFromReply,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useSendComplaintMutation } from '../api/complaint-api';
import { COMPLAINT_MAX, complaintForm } from '../lib/complaint-form';

interface ComplaintModalProps {
  initial: ComplaintBody;
  onClose: () => void;
}

export function ComplaintModal({ initial, onClose }: ComplaintModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(complaintForm, { defaultValues: initial });
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [send, { isLoading }] = useSendComplaintMutation();

  const submit = form.handleSubmit(async (body) => {
    setServerErrors([]);
    const result = await send(body);
    if ('error' in result) {
      // A refusal of a field is shown at it; any other in the form's error area.
      if (!form.refusalAtFields(result.error))
        setServerErrors(errorTextsOf(result.error, t('errors:::internal')));
      return;
    }
    dispatch(notifyFromReply(result.data));
    onClose();
  });

  return (
    <Modal open title={t('bruger:::complaint::title')} onClose={onClose} testId="complaint-modal">
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('bruger:::complaint::lead')}</p>
        <TextField
          label={t('bruger:::complaint::company_name')}
          maxLength={COMPLAINT_MAX.company_name}
          {...form.field('company_name')}
        />
        <TextField
          multiline
          rows={5}
          label={t('bruger:::complaint::text')}
          maxLength={COMPLAINT_MAX.text}
          {...form.field('text')}
        />
        <TextField
          label={t('bruger:::complaint::user_name')}
          maxLength={COMPLAINT_MAX.user_name}
          autoComplete="name"
          {...form.field('user_name')}
        />
        <ErrorArea message={serverErrors} testId="complaint-errors" />
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('bruger:::complaint::submit')}
          </Button>
          <Button variant="quiet" onClick={onClose}>
            {t('bruger:::complaint::cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
