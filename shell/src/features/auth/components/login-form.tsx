// The login modal's form: e-mail and password, checked with the call's schema (lib/auth-forms.ts);
// a refusal, the schema's or the server's, shows its texts in the error area (each of a validation
// reply's messages on its own line).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginReply } from '@opgavetorvet/contracts';
import { Button, ErrorArea, TextField, errorTextsOf } from '@opgavetorvet/ui';
import { useSchemaForm } from '@opgavetorvet/ui/forms';
import { useLoginMutation } from '../api/auth-api';
import { loginForm } from '../lib/auth-forms';

export interface LoginFormProps {
  onLoggedIn: (reply: LoginReply) => void;
  onNewCompany: () => void;
  onForgotPassword: () => void;
  /** The e-mail to start with (a social login that must be confirmed by this profile's password). */
  initialEmail?: string;
  /** A line above the fields saying why the password is asked for. */
  notice?: string | null;
  /** The other ways in (social login), below the password login. */
  otherWays?: ReactNode;
}

export function LoginForm({
  onLoggedIn,
  onNewCompany,
  onForgotPassword,
  initialEmail = '',
  notice = null,
  otherWays = null,
}: LoginFormProps) {
  const { t } = useTranslation();
  const [login, { isLoading }] = useLoginMutation();
  const form = useSchemaForm(loginForm, { defaultValues: { email: initialEmail, password: '' } });
  const [error, setError] = useState<string | string[] | null>(null);

  const onSubmit = form.handleSubmit(
    async (body) => {
      setError(null);
      const result = await login(body);
      if (result.error) {
        setError(errorTextsOf(result.error, t('errors:::internal')));
        return;
      }
      if (result.data.type !== 'success') {
        setError(result.data.text || t('errors:::login_failed'));
        return;
      }
      onLoggedIn(result.data);
    },
    () => setError(null),
  );
  const refused = form.errorList();

  return (
    <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
      {notice ? (
        <p className="login-form__notice" role="status" data-testid="login-notice">
          {notice}
        </p>
      ) : null}
      <ErrorArea message={refused.length > 0 ? refused : error} testId="login-error" />
      <TextField
        label={t('common:::login::email')}
        type="email"
        autoComplete="username"
        required
        {...form.register('email')}
      />
      <TextField
        label={t('common:::login::password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.register('password')}
      />
      <Button type="submit" busy={isLoading} data-testid="login-submit">
        {t('common:::login::submit')}
      </Button>
      {otherWays}
      <p className="login-form__forgot">
        <Button variant="quiet" onClick={onForgotPassword} data-testid="forgot-password-open">
          {t('common:::login::forgot_password')}
        </Button>
      </p>
      <p className="login-form__new muted">
        {t('common:::login::no_profile')}{' '}
        <Button variant="quiet" onClick={onNewCompany} data-testid="new-company-open">
          {t('common:::login::new_company')}
        </Button>
      </p>
    </form>
  );
}
