// The create-job form of a subcategory: what, where, the category's questions and (for a visitor)
// who. A refusal is shown in the form's error area and the button is usable again (SPEC §8).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CategoryDetailReply } from '@opgavetorvet/contracts';
import { Button, ErrorArea, TextField, isValidationErrorsReply, notify, replyOfError, serverTextOfError, useAppDispatch, useSessionUser } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useCreateJobMutation } from '../api/createjob-api';
import { toAttributeAnswers, type Answers } from '../lib/answers';
import { validateCreateJob, type CreateJobFields } from '../lib/validate-create-job';
import { AttributeField } from './attribute-field';
import { ContactFields } from './contact-fields';

const empty: CreateJobFields = { headline: '', description: '', zip: '', name: '', email: '', phone: '' };

export function CreateJobForm({ detail }: { detail: CategoryDetailReply }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user } = useSessionUser();
  const needsContact = !user;
  const [createJob, { isLoading }] = useCreateJobMutation();
  const [form, setForm] = useState<CreateJobFields>(empty);
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<string[]>([]);
  const set = (key: keyof CreateJobFields, value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateCreateJob(form, detail.attributes, answers, needsContact, t);
    setErrors(problems);
    if (problems.length > 0) return;
    const result = await createJob({
      category_id: detail.category.id,
      headline: form.headline.trim(),
      description: form.description.trim(),
      zip: form.zip.trim(),
      attributes: toAttributeAnswers(detail.attributes, answers),
      ...(needsContact ? { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim() } : {}),
    });
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
      <ErrorArea message={errors} testId="create-job-error" />
      <TextField label={t('bruger:::createjob::headline')} maxLength={120} required value={form.headline} onChange={(e) => set('headline', e.target.value)} />
      <TextField multiline label={t('bruger:::createjob::description')} rows={5} maxLength={5000} required value={form.description} onChange={(e) => set('description', e.target.value)} />
      {detail.attributes.map((attribute) => (
        <AttributeField
          key={attribute.id}
          attribute={attribute}
          answer={answers[attribute.id]}
          onChange={(answer) => setAnswers((a) => ({ ...a, [attribute.id]: answer }))}
        />
      ))}
      <TextField label={t('bruger:::createjob::zip')} inputMode="numeric" autoComplete="postal-code" maxLength={4} required value={form.zip} onChange={(e) => set('zip', e.target.value)} />
      {needsContact && <ContactFields values={form} onChange={set} />}
      {user && user.role !== 'user' && <p className="field__hint">{t('bruger:::createjob::customers_only')}</p>}
      <div className="form-actions">
        <Button type="submit" busy={isLoading} disabled={Boolean(user && user.role !== 'user')}>
          {t('bruger:::createjob::submit')}
        </Button>
      </div>
    </form>
  );
}
