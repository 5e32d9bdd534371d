// The complaint modal (SPEC §2/§7): company name, a description of the problem and the customer's
// full name, all required with SPEC §5's texts (checked here and again by the server), sent to
// /bruger/complaintsend; the server's answer is a notification and the modal closes.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplaintBody } from '@opgavetorvet/contracts';
import {
  Button,
  ErrorArea,
  Modal,
  TextField,
  isValidationErrorsReply,
  notifyFromReply,
  replyOfError,
  serverTextOfError,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { useSendComplaintMutation } from '../api/complaint-api';

type Field = keyof ComplaintBody;

/** SPEC §5 "Complaint form": each field's text when it is empty. */
const EMPTY_TEXT: Record<Field, string> = {
  company_name: 'errors:::company_name',
  text: 'errors:::describe_problem',
  user_name: 'errors:::full_name',
};

interface ComplaintModalProps {
  initial: ComplaintBody;
  onClose: () => void;
}

export function ComplaintModal({ initial, onClose }: ComplaintModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form, setForm] = useState<ComplaintBody>(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [send, { isLoading }] = useSendComplaintMutation();

  const field = (name: Field) => ({
    value: form[name],
    error: fieldErrors[name] ?? null,
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setFieldErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = (Object.keys(EMPTY_TEXT) as Field[]).filter((name) => !form[name].trim());
    setFieldErrors(Object.fromEntries(empty.map((name) => [name, t(EMPTY_TEXT[name])])));
    setServerErrors([]);
    if (empty.length > 0) return;
    const result = await send({
      company_name: form.company_name.trim(),
      text: form.text.trim(),
      user_name: form.user_name.trim(),
    });
    if ('error' in result) {
      const reply = replyOfError(result.error);
      setServerErrors(
        isValidationErrorsReply(reply)
          ? reply.messages
          : [serverTextOfError(result.error) ?? t('errors:::internal')],
      );
      return;
    }
    dispatch(notifyFromReply(result.data));
    onClose();
  };

  return (
    <Modal open title={t('bruger:::complaint::title')} onClose={onClose} testId="complaint-modal">
      <form className="stack" onSubmit={submit} noValidate>
        <p>{t('bruger:::complaint::lead')}</p>
        <TextField label={t('bruger:::complaint::company_name')} maxLength={120} {...field('company_name')} />
        <TextField
          multiline
          rows={5}
          label={t('bruger:::complaint::text')}
          maxLength={5000}
          {...field('text')}
        />
        <TextField
          label={t('bruger:::complaint::user_name')}
          maxLength={120}
          autoComplete="name"
          {...field('user_name')}
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
