// The login modal's "forgot password" view: the e-mail gets a 6-digit code (and an SMS when the
// profile has a phone), then the code and a new password set it. Server texts show in the error area.
// A code already at hand (the welcome mail's, a code sent earlier) is used with 'Jeg har en kode';
// the set-password page starts at that step with the e-mail and the code filled in. Opened from a
// page (the create-job form's 'Glemt adgangskode?'), it starts with that e-mail and leads back there.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorArea, TextField, serverTextOfError } from '@opgavetorvet/ui';
import { useResetPasswordMutation, useSendResetCodeMutation } from '../api/password-api';

export interface ForgotPasswordFormProps {
  onBack: () => void;
  /** E-mail and code from a mail's link: the form starts at choosing the password. */
  initial?: { email: string; code: string };
  /** The e-mail to send the code to, filled in (the page that opened the modal knows it). */
  initialEmail?: string;
  /** Back and done return to the page that opened the modal (its form is kept), not to the login. */
  backToPage?: boolean;
}

const CODE = /^[0-9]{6}$/;
const MIN_PASSWORD = 8;

export function ForgotPasswordForm({
  onBack,
  initial,
  initialEmail,
  backToPage = false,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [sendCode, sending] = useSendResetCodeMutation();
  const [resetPassword, resetting] = useResetPasswordMutation();
  const [step, setStep] = useState<'email' | 'code' | 'done'>(initial ? 'code' : 'email');
  const [codeSent, setCodeSent] = useState(false);
  const [email, setEmail] = useState(initial?.email ?? initialEmail ?? '');
  const [code, setCode] = useState(initial?.code ?? '');
  const [password, setPassword] = useState('');
  const [socialProfile, setSocialProfile] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; code?: string; password?: string }>({});

  async function onSendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setFieldErrors({ email: t('errors:::field_empty') });
      return;
    }
    setFieldErrors({});
    const result = await sendCode({ email: email.trim(), from: 'login' });
    if (result.error) return setError(serverTextOfError(result.error) ?? t('errors:::internal'));
    if (!result.data.success) return setError(t('common:::forgot_password::unknown_email'));
    setSocialProfile(result.data.fb_email);
    setCodeSent(true);
    setStep('code');
  }

  async function onReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const errors = {
      email: email.trim() ? undefined : t('errors:::field_empty'),
      code: !code.trim()
        ? t('errors:::field_empty')
        : CODE.test(code.trim())
          ? undefined
          : t('errors:::reset_code_digits'),
      password: password.length >= MIN_PASSWORD ? undefined : t('errors:::password_short'),
    };
    setFieldErrors(errors);
    if (errors.email || errors.code || errors.password) return;
    const result = await resetPassword({ email: email.trim(), code: code.trim(), password });
    if (result.error) return setError(serverTextOfError(result.error) ?? t('errors:::internal'));
    setStep('done');
  }

  const emailField = (
    <TextField
      label={t('common:::login::email')}
      type="email"
      name="email"
      autoComplete="username"
      required
      value={email}
      error={fieldErrors.email}
      onChange={(event) => setEmail(event.target.value)}
    />
  );

  if (step === 'done')
    return (
      <div className="stack" data-testid="forgot-password-done">
        <p role="status">
          {t(backToPage ? 'common:::forgot_password::done_to_page' : 'common:::forgot_password::done')}
        </p>
        <Button onClick={onBack}>
          {t(backToPage ? 'common:::forgot_password::to_page' : 'common:::forgot_password::to_login')}
        </Button>
      </div>
    );

  if (step === 'code')
    return (
      <form className="stack" onSubmit={onReset} noValidate>
        {codeSent ? (
          <p role="status">{t('common:::forgot_password::code_sent', { email: email.trim() })}</p>
        ) : (
          <>
            <p>{t('common:::forgot_password::have_code_intro')}</p>
            {emailField}
          </>
        )}
        {socialProfile ? <p className="muted">{t('common:::forgot_password::social_profile')}</p> : null}
        <ErrorArea message={error} testId="forgot-password-error" />
        <TextField
          label={t('common:::forgot_password::code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          error={fieldErrors.code}
          onChange={(event) => setCode(event.target.value)}
        />
        <TextField
          label={t('common:::forgot_password::new_password')}
          hint={t('common:::forgot_password::new_password_hint')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          error={fieldErrors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" busy={resetting.isLoading}>
          {t('common:::forgot_password::save')}
        </Button>
        <p className="muted">
          <Button variant="quiet" onClick={() => setStep('email')}>
            {t('common:::forgot_password::new_code')}
          </Button>
        </p>
      </form>
    );

  return (
    <form className="stack" onSubmit={onSendCode} noValidate>
      <p>{t('common:::forgot_password::intro')}</p>
      <ErrorArea message={error} testId="forgot-password-error" />
      {emailField}
      <Button type="submit" busy={sending.isLoading}>
        {t('common:::forgot_password::send_code')}
      </Button>
      <p className="muted">
        <Button variant="quiet" onClick={() => setStep('code')}>
          {t('common:::forgot_password::have_code')}
        </Button>
      </p>
      <p className="muted">
        <Button variant="quiet" onClick={onBack}>
          {t(backToPage ? 'common:::forgot_password::to_page' : 'common:::forgot_password::back')}
        </Button>
      </p>
    </form>
  );
}
