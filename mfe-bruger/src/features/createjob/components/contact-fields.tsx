// A visitor's contact details on the create-job form (SPEC §5 personalised form: name, e-mail, phone).
// What the e-mail asks for next (the password of its profile) stands right under it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@opgavetorvet/ui';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
}

interface ContactFieldsProps {
  values: ContactValues;
  errors: Partial<Record<keyof ContactValues, string>>;
  onChange: (key: keyof ContactValues, value: string) => void;
  /** Shown under the e-mail field (the profile's password when the e-mail has one). */
  afterEmail?: ReactNode;
  /** The e-mail has a profile: no new profile is made, so the hint saying so is left out. */
  existingProfile?: boolean;
}

export function ContactFields({
  values,
  errors,
  onChange,
  afterEmail,
  existingProfile = false,
}: ContactFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="stack create-job-form__contact">
      <legend>{t('bruger:::createjob::contact')}</legend>
      {!existingProfile && <p className="field__hint">{t('bruger:::createjob::contact_hint')}</p>}
      <TextField
        label={t('bruger:::createjob::name')}
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => onChange('name', e.target.value)}
      />
      <TextField
        label={t('bruger:::createjob::email')}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => onChange('email', e.target.value)}
      />
      {afterEmail}
      <TextField
        label={t('bruger:::createjob::phone')}
        type="tel"
        autoComplete="tel"
        required
        value={values.phone}
        error={errors.phone}
        onChange={(e) => onChange('phone', e.target.value)}
      />
    </fieldset>
  );
}
