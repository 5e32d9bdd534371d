// The create-job form: what, where and (for a visitor) who. The server's refusal is shown in the
// form's error area and the submit button is usable again (SPEC §8, personalised order error).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorArea,
  TextField,
  isValidationErrorsReply,
  notify,
  replyOfError,
  serverTextOfError,
  useAppDispatch,
  useSessionUser,
} from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useCreateJobMutation } from '../api/createjob-api';
import { validateCreateJob, type CreateJobFields } from '../lib/validate-create-job';

const empty: CreateJobFields = { headline: '', description: '', zip: '', name: '', email: '', phone: '' };

export function CreateJobForm({ categorySlug }: { categorySlug: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user } = useSessionUser();
  const needsContact = user?.role !== 'user';
  const [createJob, { isLoading }] = useCreateJobMutation();
  const [form, setForm] = useState<CreateJobFields>(empty);
  const [errors, setErrors] = useState<string[]>([]);
  const bind = (key: keyof CreateJobFields) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateCreateJob(form, needsContact, t);
    setErrors(problems);
    if (problems.length > 0) return;
    const contact = needsContact ? { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim() } : {};
    const body = { category_slug: categorySlug, headline: form.headline.trim(), description: form.description.trim(), zip: form.zip.trim() };
    const result = await createJob({ ...body, ...contact });
    if (result.error) {
      const reply = replyOfError(result.error);
      setErrors(isValidationErrorsReply(reply) ? reply.messages : [serverTextOfError(result.error) ?? t('errors:::internal')]);
      return;
    }
    dispatch(notify([{ type: 'success', note: t('bruger:::createjob::created') }]));
    const link = result.data.link;
    navigate(link.startsWith('/') && !link.startsWith('//') ? link : paths.opgave(result.data.job_id));
  }

  return (
    <form className="card stack create-job-form" onSubmit={onSubmit} noValidate data-testid="create-job-form">
      <ErrorArea message={errors.length > 0 ? errors.join(' ') : null} testId="create-job-error" />
      <TextField label={t('bruger:::createjob::headline')} maxLength={120} required {...bind('headline')} />
      <TextField multiline label={t('bruger:::createjob::description')} rows={5} required {...bind('description')} />
      <TextField
        label={t('bruger:::createjob::zip')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={4}
        required
        {...bind('zip')}
      />
      {needsContact && (
        <fieldset className="stack create-job-form__contact">
          <legend>{t('bruger:::createjob::contact')}</legend>
          <TextField label={t('bruger:::createjob::name')} autoComplete="name" required {...bind('name')} />
          <TextField label={t('bruger:::createjob::email')} type="email" autoComplete="email" required {...bind('email')} />
          <TextField label={t('bruger:::createjob::phone')} type="tel" autoComplete="tel" required {...bind('phone')} />
        </fieldset>
      )}
      <div className="form-actions">
        <Button type="submit" busy={isLoading}>
          {t('bruger:::createjob::submit')}
        </Button>
      </div>
    </form>
  );
}
