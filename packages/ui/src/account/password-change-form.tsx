// 'Skift adgangskode' (issue 32), on /bruger/profil and /firma/konto: the current password and a new
// one (the sign-up's rule), checked with the call's schema before anything is sent; a wrong current
// password, or a new one that is the same, is said at its field. The service ends every other
// session of the account; the reply's text is the notification, and the form is emptied.
import { useTranslation } from 'react-i18next';
import { Button, Card, TextField } from '@opgavetorvet/ui';
import { useSchemaForm } from '../forms';
import { useChangePasswordMutation } from './password-change-api';
import { passwordChangeForm } from './password-change-schema';

export function PasswordChangeForm() {
  const { t } = useTranslation();
  const [change, { isLoading }] = useChangePasswordMutation();
  const form = useSchemaForm(passwordChangeForm, {
    defaultValues: { current_password: '', new_password: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    if (form.replied(await change(body))) form.reset();
  });
  return (
    <Card className="stack">
      <h2 className="section-title">{t('common:::password_change::title')}</h2>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate data-testid="password-form">
        <TextField
          label={t('common:::password_change::current')}
          type="password"
          autoComplete="current-password"
          {...form.field('current_password')}
        />
        <TextField
          label={t('common:::password_change::new')}
          hint={t('common:::password_change::hint')}
          type="password"
          autoComplete="new-password"
          {...form.field('new_password')}
        />
        <div className="form-actions">
          <Button type="submit" busy={isLoading}>
            {t('common:::password_change::save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
