// The company's profile fields as the administrator edits them (issue 33): the description, address,
// zip, how customers reach it, website, year founded, staff and CVR number, checked with the
// company's own schema before sending; the service's refusals (the zip table, the CVR number) are
// put at their fields. The authorisations and guarantee schemes are sent on as the company saved them.
import { useTranslation } from 'react-i18next';
import type { CompanyDetailsReply } from '@opgavetorvet/contracts';
import { TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useSaveCompanyProfileMutation } from '../api/company-edit-api';
import {
  PROFILE_NUMBER_FIELDS,
  PROFILE_TEXT_FIELDS,
  PROFILE_TEXT_MAX,
  profileEditForm,
  profileValuesOf,
} from '../lib/company-edit-forms';
import { CompanyEditFrame } from './company-edit-frame';

interface ProfileEditFormProps {
  companyId: number;
  details: CompanyDetailsReply;
  onSaved: () => void;
}

export function ProfileEditForm({ companyId, details, onSaved }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(profileEditForm, {
    defaultValues: profileValuesOf(details),
    fixed: { authorisations: details.authorisations, guarantees: details.guarantees },
  });
  const [save, { isLoading }] = useSaveCompanyProfileMutation();
  const label = (field: string) => t(`admin:::firmaer::edit::fields::${field}`);

  return (
    <CompanyEditFrame
      name="profile"
      title={t('admin:::firmaer::edit::profile_title')}
      form={form}
      companyId={companyId}
      save={save}
      saving={isLoading}
      onSaved={onSaved}
      submitLabel={t('admin:::firmaer::edit::profile_submit')}
    >
      <TextField
        multiline
        rows={5}
        label={label('description')}
        maxLength={PROFILE_TEXT_MAX.description}
        {...form.field('description')}
      />
      <div className="company-editor__fields">
        {PROFILE_TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={label(field)}
            maxLength={PROFILE_TEXT_MAX[field]}
            inputMode={field === 'zip' || field === 'cvr' ? 'numeric' : undefined}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            {...form.field(field)}
          />
        ))}
        {PROFILE_NUMBER_FIELDS.map((field) => (
          <TextField key={field} label={label(field)} inputMode="numeric" {...form.field(field)} />
        ))}
      </div>
      <p className="muted">{t('admin:::firmaer::edit::credentials_note')}</p>
    </CompanyEditFrame>
  );
}
