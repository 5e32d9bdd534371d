// The form of the "Firmaprofil" section (issue 31), checked with its call's schema before sending
// (lib/profile-details-form.ts), each refusal at its field: the description (paragraphs kept, its
// length counted as it is typed), the street address and zip (the town shown from the saved
// reply), phone and e-mail for customers, website, year founded, staff, authorisations and
// guarantee schemes (profile-credentials-fields.tsx) and the CVR number (cvr-fields.tsx). A saved
// profile's notice is the service's and the form shows the profile as saved; a refusal by the
// service is put at its field (a ceased company's at the CVR number, lib/cvr-refusals.ts), any
// other told as an error notification.
import { useTranslation } from 'react-i18next';
import type { CompanyDetailsReply } from '@opgavetorvet/contracts';
import { Button, TextField, notifyFromError, useAppDispatch } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useSaveFirmaCompanyDetailsMutation } from '../api/company-details-api';
import { ceasedRefusals, refusalTextsOf } from '../lib/cvr-refusals';
import { PROFILE_TEXT_MAX, profileDetailsForm } from '../lib/profile-details-form';
import { CvrFields } from './cvr-fields';
import { ProfileCredentialsFields } from './profile-credentials-fields';

const key = (name: string) => `firma:::oplysninger::profile_details::${name}`;

export function ProfileDetailsForm({ saved }: { saved: CompanyDetailsReply }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(profileDetailsForm, { defaultValues: profileDetailsForm.toValues(saved) });
  const [save, { isLoading }] = useSaveFirmaCompanyDetailsMutation();
  const field = form.field;
  const description = form.watch('description');
  const zip = form.watch('zip');

  const refused = (error: unknown) => {
    const ceased = ceasedRefusals(error, t);
    const placed = form.refusalAtFields(error);
    for (const message of ceased) form.setError('cvr', { type: 'server', message });
    const allCeased = ceased.length > 0 && ceased.length === refusalTextsOf(error).length;
    if (!placed && !allCeased) dispatch(notifyFromError(error));
  };

  const submit = form.handleSubmit(async (body) => {
    const result = await save(body);
    if ('error' in result) return refused(result.error);
    form.replied(result);
    form.reset(profileDetailsForm.toValues(result.data.details));
  });

  return (
    <form className="stack profile-details" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        multiline
        rows={8}
        label={t(key('description'))}
        hint={t(key('description_hint'), {
          typed: description.length,
          max: PROFILE_TEXT_MAX.description,
        })}
        {...field('description')}
      />
      <div className="profile-details__row">
        <TextField
          label={t(key('address'))}
          autoComplete="street-address"
          maxLength={PROFILE_TEXT_MAX.address}
          {...field('address')}
        />
        <TextField
          label={t(key('zip'))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          hint={zip === saved.zip && saved.city ? saved.city : undefined}
          {...field('zip')}
        />
      </div>
      <div className="profile-details__row">
        <TextField
          label={t(key('phone'))}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PROFILE_TEXT_MAX.phone}
          {...field('phone')}
        />
        <TextField
          label={t(key('email'))}
          type="email"
          autoComplete="email"
          maxLength={PROFILE_TEXT_MAX.email}
          {...field('email')}
        />
      </div>
      <TextField
        label={t(key('website'))}
        hint={t(key('website_hint'))}
        inputMode="url"
        autoComplete="url"
        maxLength={PROFILE_TEXT_MAX.website}
        {...field('website')}
      />
      <div className="profile-details__row">
        <TextField label={t(key('founded_year'))} inputMode="numeric" {...field('founded_year')} />
        <TextField label={t(key('employees'))} inputMode="numeric" {...field('employees')} />
      </div>
      <ProfileCredentialsFields form={form} />
      <CvrFields form={form} saved={saved} />
      <div className="form-actions">
        <Button type="submit" busy={isLoading}>
          {t(key('save'))}
        </Button>
      </div>
    </form>
  );
}
