// 'Dine oplysninger' on /bruger/profil: name, zip and street address, checked with the call's
// schema before sending (lib/profile-forms.ts) and by the service (the zip must be a Danish one).
// A save is confirmed by 'Gemt' beside the button for 2 s (SPEC §9's success flash).
import { useTranslation } from 'react-i18next';
import { STREET_ADDRESS_MAX, NAME_MAX, type ProfileSettingsReply } from '@opgavetorvet/contracts';
import { Button, Card, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useSuccessFlash } from '../../../lib/use-success-flash';
import { useSaveProfileMutation } from '../api/profile-settings-api';
import { profileForm } from '../lib/profile-forms';

export function ProfileDetailsForm({ profile }: { profile: ProfileSettingsReply['profile'] }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSaveProfileMutation();
  const form = useSchemaForm(profileForm, {
    defaultValues: { name: profile.name, zip: profile.zip, street_address: profile.street_address },
  });
  const saved = useSuccessFlash();
  const submit = form.handleSubmit(async (body) => {
    if (form.replied(await save(body))) saved.flash();
  });
  return (
    <Card className="stack">
      <h2 className="section-title">{t('bruger:::account::profile::details_title')}</h2>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate data-testid="profile-form">
        <TextField
          label={t('bruger:::account::profile::name')}
          autoComplete="name"
          maxLength={NAME_MAX}
          {...form.field('name')}
        />
        <TextField
          label={t('bruger:::account::profile::street_address')}
          hint={t('bruger:::account::profile::street_hint')}
          autoComplete="street-address"
          maxLength={STREET_ADDRESS_MAX}
          {...form.field('street_address')}
        />
        <TextField
          label={t('bruger:::account::profile::zip')}
          hint={profile.city || undefined}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          {...form.field('zip')}
        />
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('bruger:::account::profile::save')}
          </Button>
          <span className="success-flash" role="status" data-testid="profile-saved">
            {saved.shown ? t('bruger:::account::profile::saved') : ''}
          </span>
        </div>
      </form>
    </Card>
  );
}
