// 'Skift adgangskode' on /bruger/profil: the current password and a new one (the sign-up's rule);
// the service ends every other session of the account (issue 32).
import { useTranslation } from 'react-i18next';
import { Button, Card, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useChangePasswordMutation } from '../api/profile-settings-api';
import { passwordForm } from '../lib/profile-forms';

export function PasswordForm() {
  const { t } = useTranslation();
  const [change, { isLoading }] = useChangePasswordMutation();
  const form = useSchemaForm(passwordForm, { defaultValues: { current_password: '', new_password: '' } });
  const submit = form.handleSubmit(async (body) => {
    if (form.replied(await change(body))) form.reset();
  });
  return (
    <Card className="stack">
      <h2 className="section-title">{t('bruger:::account::profile::password_title')}</h2>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate data-testid="password-form">
        <TextField
          label={t('bruger:::account::profile::password_current')}
          type="password"
          autoComplete="current-password"
          {...form.field('current_password')}
        />
        <TextField
          label={t('bruger:::account::profile::password_new')}
          hint={t('bruger:::account::profile::password_hint')}
          type="password"
          autoComplete="new-password"
          {...form.field('new_password')}
        />
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('bruger:::account::profile::password_save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
