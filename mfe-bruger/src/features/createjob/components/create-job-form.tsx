// The create-job form of a subcategory: what, where, the category's questions and (for a visitor)
// who, checked with the call's schema and the category's questions (lib/create-job-form.ts). Each
// problem is shown at its field (aria-invalid, aria-describedby) and the first such field
// gets the focus; the service's refusal is shown in the form's error area and the button is usable
// again (SPEC §8). A visitor's e-mail that has a profile (SPEC §6) is answered at the field: a
// customer's profile asks for its password under the e-mail (the form is kept, and the next submit
// posts the job on that profile and logs her in); a company's profile is told it cannot post jobs.
// As the e-mail is typed it is looked up among companies (SPEC §6): a company's address offers to
// log in as that company with its password (ExistingProfileCheck, /firma/data_acknowledgment).
// What is typed is kept as a draft in the tab (useJobDraft) until the job is created or 'Ryd
// formularen' is used; the profile's password is not part of it. The photos (issue 30) are uploaded
// as they are picked and kept in the draft; the job is not sent while one is still on its way.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANDING_PAGES, type CategoryDetailReply } from '@opgavetorvet/contracts';
import {
  Button,
  ErrorArea,
  TextField,
  errorTextsOf,
  notify,
  serverTextOfError,
  useAppDispatch,
  useSessionUser,
} from '@opgavetorvet/ui';
import { ExistingProfileCheck } from '@opgavetorvet/ui/existing-profile';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { paths } from '../../../config/paths';
import { useCreateJobMutation } from '../api/createjob-api';
import { useJobDraft } from '../hooks/use-job-draft';
import { AnswerFields } from '../../../components/job-answers/answer-fields';
import { JOB_TEXT_MAX, createJobForm, type CreateJobValues } from '../lib/create-job-form';
import { profileRefusalOf, sameEmail, type ProfileKind } from '../lib/profile-refusal';
import { ContactFields } from './contact-fields';
import { CreateJobPhotos, photoInputsFor } from './create-job-photos';
import { JOB_CONSENT_ID, JobConsent } from './job-consent';
import { ProfilePasswordField } from './profile-password-field';

export function CreateJobForm({ detail }: { detail: CategoryDetailReply }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user } = useSessionUser();
  const needsContact = !user;
  const [createJob, { isLoading }] = useCreateJobMutation();
  const [params] = useSearchParams();
  // SPEC §2: ?word= fills in the headline (unless the draft has one); ?sendcompany= (a company's
  // id) sends the job to it too.
  const draft = useJobDraft(detail.category.id, detail.attributes, {
    headline: params.get('word')?.trim().slice(0, JOB_TEXT_MAX.headline) ?? '',
  });
  const { fields: form, answers, setField: set } = draft;
  const sendCompany = Number(params.get('sendcompany'));
  const sendCompanyId = Number.isInteger(sendCompany) && sendCompany > 0 ? sendCompany : null;
  const [errors, setErrors] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  // The profile the service found for an e-mail, with its text; it applies while that e-mail is typed.
  const [profile, setProfile] = useState<{ kind: ProfileKind; email: string; message: string } | null>(null);
  const [password, setPassword] = useState('');
  // A photo is on its way; the form was sent meanwhile (and waits, saying so).
  const [photosBusy, setPhotosBusy] = useState(false);
  const [photosWaiting, setPhotosWaiting] = useState(false);
  const onPhotosBusy = useCallback((busy: boolean) => {
    setPhotosBusy(busy);
    if (!busy) setPhotosWaiting(false);
  }, []);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const profileOfEmail = needsContact && profile && sameEmail(profile.email, form.email) ? profile : null;
  const asksPassword = profileOfEmail?.kind === 'bruger';
  const formRef = useRef<HTMLFormElement>(null);
  const jobForm = useMemo(
    () => createJobForm(detail.attributes, { needsContact, asksPassword }),
    [detail.attributes, needsContact, asksPassword],
  );
  // The typed values live in the draft (kept in the tab); the form checks them when sent.
  const values: CreateJobValues = { ...form, password_confirm: password, answers };
  const checked = useSchemaForm(jobForm, {
    defaultValues: values,
    values,
    fixed: { category_id: detail.category.id, ...(sendCompanyId ? { send_company_id: sendCompanyId } : {}) },
  });
  const fieldErrors = checked.formState.errors as Record<string, { message?: string } | undefined>;
  const errorAt = (name: string) => fieldErrors[name]?.message;
  // A refusal of the body no field shows (the questions' own texts stand at each question).
  const shownAt = new Set([...Object.keys(values), 'attributes']);
  const unshown = Object.keys(fieldErrors)
    .filter((name) => !shownAt.has(name) && !name.startsWith('attr-'))
    .map((name) => errorAt(name) ?? '');

  // After a refused submit, the first marked field gets the focus and is scrolled to the middle, on
  // the first render that shows this attempt's marks: the form library's errors can reach the page a
  // render after the attempt's, and until then the previous attempt's marks are still drawn.
  const focusDue = useRef<{ attempt: number; names: string | null } | null>(null);
  const errorNames = Object.keys(fieldErrors).sort().join(' ');
  useEffect(() => {
    const due = focusDue.current;
    if (!due || due.attempt !== attempt) return;
    if (due.names !== null && due.names !== errorNames) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    focusDue.current = null;
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center' });
  });
  // A new attempt whose marks are to be focused; `names` are the form's own errors when known.
  function markAttempt(names: string[] | null) {
    setAttempt((n) => {
      focusDue.current = { attempt: n + 1, names: names && names.sort().join(' ') };
      return n + 1;
    });
  }

  function clearForm() {
    // The uploads no job names yet are deleted with the draft.
    const uploads = draft.photos.map((photo) => photo.file.key);
    if (uploads.length > 0)
      void import('@opgavetorvet/ui/media').then(({ filesApi }) =>
        uploads.forEach((key) => void dispatch(filesApi.endpoints.deleteUpload.initiate(key))),
      );
    draft.clear();
    checked.clearErrors();
    setErrors([]);
    setProfile(null);
    setPassword('');
    setPasswordError(null);
    formRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }

  const onSubmit = checked.handleSubmit(
    (body) => send(body),
    (invalid) => {
      setErrors([]);
      setPasswordError(null);
      markAttempt(Object.keys(invalid));
    },
  );

  async function send(body: Parameters<typeof createJob>[0]) {
    setErrors([]);
    setPasswordError(null);
    if (photosBusy) {
      setPhotosWaiting(true);
      return;
    }
    const photos = await photoInputsFor(draft.photos);
    const result = await createJob(photos ? { ...body, photos } : body);
    if (result.error) {
      const refusal = profileRefusalOf(result.error);
      const status = 'status' in result.error ? result.error.status : null;
      if (refusal || (asksPassword && status === 429)) {
        // At the field: the password (asked, wrong, or checked too often) or the company's e-mail.
        const message = refusal?.message ?? serverTextOfError(result.error) ?? t('errors:::internal');
        if (refusal) setProfile({ kind: refusal.profile, email: form.email, message });
        setPasswordError(refusal?.profile === 'firma' ? null : message);
        markAttempt(null);
        return;
      }
      // A refusal of a field is shown at it, any other in the form's error area.
      if (!checked.refusalAtFields(result.error))
        setErrors(errorTextsOf(result.error, t('errors:::internal')));
      else markAttempt(null);
      return;
    }
    draft.forget();
    dispatch(notify([{ type: 'success', note: t('bruger:::createjob::created') }]));
    const link = result.data.link;
    navigate(link.startsWith('/') && !link.startsWith('//') ? link : paths.opgave(result.data.job_id));
  }

  return (
    <form
      ref={formRef}
      className="card stack create-job-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="create-job-form"
    >
      <ErrorArea message={[...unshown, ...errors]} testId="create-job-error" />
      {sendCompanyId && (
        <p className="field__hint" data-testid="send-company-note">
          {t('bruger:::createjob::send_company')}
        </p>
      )}
      <TextField
        label={t('bruger:::createjob::headline')}
        maxLength={JOB_TEXT_MAX.headline}
        required
        value={form.headline}
        error={errorAt('headline')}
        onChange={(e) => set('headline', e.target.value)}
      />
      <TextField
        multiline
        label={t('bruger:::createjob::description')}
        rows={5}
        maxLength={JOB_TEXT_MAX.description}
        required
        value={form.description}
        error={errorAt('description')}
        onChange={(e) => set('description', e.target.value)}
      />
      <AnswerFields
        attributes={detail.attributes}
        answers={answers}
        errorAt={errorAt}
        onChange={draft.setAnswer}
        resetKey={draft.clears}
      />
      <TextField
        label={t('bruger:::createjob::zip')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={4}
        required
        value={form.zip}
        error={errorAt('zip')}
        onChange={(e) => set('zip', e.target.value)}
      />
      <CreateJobPhotos
        key={draft.clears}
        value={draft.photos}
        onChange={draft.setPhotos}
        onBusyChange={onPhotosBusy}
        disabled={isLoading}
      />
      {needsContact && (
        <ContactFields
          values={form}
          errors={{
            name: errorAt('name'),
            phone: errorAt('phone'),
            email:
              errorAt('email') ?? (profileOfEmail?.kind === 'firma' ? profileOfEmail.message : undefined),
          }}
          onChange={set}
          existingProfile={asksPassword}
          afterEmail={
            asksPassword ? (
              <ProfilePasswordField
                email={form.email}
                value={password}
                error={errorAt('password_confirm') ?? passwordError ?? undefined}
                onChange={setPassword}
              />
            ) : (
              <ExistingProfileCheck
                email={form.email}
                among="company"
                onConfirmed={() => navigate(LANDING_PAGES.company)}
              />
            )
          }
        />
      )}
      {user && user.role !== 'user' && (
        <p className="field__hint">{t('bruger:::createjob::customers_only')}</p>
      )}
      {photosWaiting && photosBusy && (
        <p className="field__error" role="alert" data-testid="create-job-photos-waiting">
          {t('bruger:::createjob::photos_uploading')}
        </p>
      )}
      <JobConsent />
      <div className="form-actions">
        <Button
          type="submit"
          busy={isLoading}
          disabled={Boolean(user && user.role !== 'user')}
          aria-describedby={JOB_CONSENT_ID}
        >
          {t('bruger:::createjob::submit')}
        </Button>
        {draft.hasContent && (
          <Button variant="quiet" onClick={clearForm} disabled={isLoading} data-testid="create-job-clear">
            {t('bruger:::createjob::clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
