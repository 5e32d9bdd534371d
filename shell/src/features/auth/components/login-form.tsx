// The login modal's form: e-mail and password; a refusal shows the server's text in the error area.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginReply } from '@opgavetorvet/contracts';
import { Button, ErrorArea, TextField, serverTextOfError } from '@opgavetorvet/ui';
import { useLoginMutation } from '../api/auth-api';

export interface LoginFormProps {
  onLoggedIn: (reply: LoginReply) => void;
  onNewCompany: () => void;
  onForgotPassword: () => void;
}

export function LoginForm({ onLoggedIn, onNewCompany, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const result = await login({ email: email.trim(), password });
    if (result.error) {
      setError(serverTextOfError(result.error) ?? t('errors:::internal'));
      return;
    }
    if (result.data.type !== 'success') {
      setError(result.data.text || t('errors:::login_failed'));
      return;
    }
    onLoggedIn(result.data);
  }

  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <ErrorArea message={error} testId="login-error" />
      <TextField
        label={t('common:::login::email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('common:::login::password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" busy={isLoading} data-testid="login-submit">
        {t('common:::login::submit')}
      </Button>
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
