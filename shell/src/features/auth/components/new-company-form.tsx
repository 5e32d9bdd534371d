// The new-company modal's form (POST /firma/opret), checked with the call's schema
// (CreateCompanyBody, lib/auth-forms.ts): each field's SPEC §5 text at the field before sending.
// The server's refusal of a field is shown at it; other field errors as error notifications
// (validation_errors); any other refusal in the form's error area. Beside the button: the consent
// sentence with the terms of use and the privacy policy (issue 32). As the e-mail is typed it is
// looked up among customers (SPEC §6): a customer's address offers to confirm that profile by its
// password (ExistingProfileCheck, /bruger/data_acknowledgment), which logs in as the customer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPassword, type FieldSchema, type LoginReply, type Role } from '@opgavetorvet/contracts';
import {
  Button,
  ErrorArea,
  TextField,
  isValidationErrorsReply,
  notifyFromReply,
  replyOfError,
  serverTextOfError,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { ExistingProfileCheck } from '@opgavetorvet/ui/existing-profile';
import { ConsentSentence, useSchemaForm } from '@opgavetorvet/ui/forms';
import { useCreateCompanyMutation } from '../api/auth-api';
import { newCompanyForm } from '../lib/auth-forms';

const CONSENT_ID = 'new-company-consent';

const emptyForm = {
  company_name: '',
  cvr: '',
  name: '',
  email: '',
  phone: '',
  zip: '',
  password: '',
};

export function NewCompanyForm({
  onCreated,
  onBack,
  onProfileConfirmed,
}: {
  onCreated: (reply: LoginReply) => void;
  onBack: () => void;
  /** The e-mail's customer profile was confirmed by its password and is logged in. */
  onProfileConfirmed?: (role: Role) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [createCompany, { isLoading }] = useCreateCompanyMutation();
  const form = useSchemaForm(newCompanyForm, { defaultValues: emptyForm });
  const [error, setError] = useState<string | null>(null);
  const field = form.field;

  const onSubmit = form.handleSubmit(
    async (body) => {
      setError(null);
      const result = await createCompany(body);
      if (result.error) {
        if (form.refusalAtFields(result.error)) return;
        const reply = replyOfError(result.error);
        if (isValidationErrorsReply(reply)) dispatch(notifyFromReply(reply));
        else setError(serverTextOfError(result.error) ?? t('errors:::internal'));
        return;
      }
      if (result.data.type !== 'success') setError(result.data.text || t('errors:::internal'));
      else onCreated(result.data);
    },
    () => setError(null),
  );

  return (
    <form
      className="stack"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="new-company-form"
    >
      <ErrorArea message={error} testId="new-company-error" />
      <TextField label={t('common:::new_company::company_name')} required {...field('company_name')} />
      <TextField
        label={t('common:::new_company::cvr')}
        hint={t('common:::new_company::cvr_hint')}
        inputMode="numeric"
        pattern="[0-9]{8}"
        {...field('cvr')}
      />
      <TextField label={t('common:::new_company::name')} autoComplete="name" required {...field('name')} />
      <TextField
        label={t('common:::new_company::email')}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      {onProfileConfirmed && (
        <ExistingProfileCheck email={form.watch('email')} among="user" onConfirmed={onProfileConfirmed} />
      )}
      <TextField
        label={t('common:::new_company::phone')}
        type="tel"
        autoComplete="tel"
        required
        {...field('phone')}
      />
      <TextField
        label={t('common:::new_company::zip')}
        inputMode="numeric"
        pattern="[0-9]{4}"
        autoComplete="postal-code"
        required
        {...field('zip')}
      />
      <TextField
        label={t('common:::new_company::password')}
        hint={t('common:::new_company::password_hint')}
        type="password"
        autoComplete="new-password"
        minLength={(NewPassword as FieldSchema).minLength}
        required
        {...field('password')}
      />
      <ConsentSentence textKey="common:::new_company::consent" id={CONSENT_ID} />
      <div className="form-actions">
        <Button type="submit" busy={isLoading} aria-describedby={CONSENT_ID}>
          {t('common:::new_company::submit')}
        </Button>
        <Button variant="quiet" onClick={onBack}>
          {t('common:::new_company::back')}
        </Button>
      </div>
    </form>
  );
}
