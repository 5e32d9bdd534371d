// The login modal's "forgot password" view: the e-mail gets a 6-digit code (and an SMS when the
// profile has a phone), then the code and a new password set it. Server texts show in the error area.
// A code already at hand (the welcome mail's, a code sent earlier) is used with 'Jeg har en kode';
// the set-password page starts at that step with the e-mail and the code filled in. Opened from a
// page (the create-job form's 'Glemt adgangskode?'), it starts with that e-mail and leads back there.
// Each step is checked with its call's schema (lib/auth-forms.ts), the texts at the fields. A code
// sent remembers the page it was asked on (the link-back cookie), where the next login leads.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorArea, TextField, serverTextOfError } from '@opgavetorvet/ui';
import { useSchemaForm, type FieldBinding } from '@opgavetorvet/ui/forms';
import { useResetPasswordMutation, useSendResetCodeMutation } from '../api/password-api';
import { resetPasswordForm, sendCodeForm } from '../lib/auth-forms';
import { rememberLinkBack } from '../lib/link-back-cookie';

export interface ForgotPasswordFormProps {
  onBack: () => void;
  /** E-mail and code from a mail's link: the form starts at choosing the password. */
  initial?: { email: string; code: string };
  /** The e-mail to send the code to, filled in (the page that opened the modal knows it). */
  initialEmail?: string;
  /** Back and done return to the page that opened the modal (its form is kept), not to the login. */
  backToPage?: boolean;
}

export function ForgotPasswordForm({
  onBack,
  initial,
  initialEmail,
  backToPage = false,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [sendCode, sending] = useSendResetCodeMutation();
  const [resetPassword, resetting] = useResetPasswordMutation();
  const [step, setStep] = useState<'email' | 'code' | 'done'>(initial ? 'code' : 'email');
  const [codeSent, setCodeSent] = useState(false);
  const [socialProfile, setSocialProfile] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sendForm = useSchemaForm(sendCodeForm, {
    defaultValues: { email: initial?.email ?? initialEmail ?? '' },
    fixed: { from: 'login' },
  });
  const resetForm = useSchemaForm(resetPasswordForm, {
    defaultValues: { email: initial?.email ?? initialEmail ?? '', code: initial?.code ?? '', password: '' },
  });
  // One e-mail for both steps: the step shown takes the one typed in the other.
  const toStep = (next: 'email' | 'code') => {
    if (next === 'code') resetForm.setValue('email', sendForm.getValues('email'));
    else sendForm.setValue('email', resetForm.getValues('email'));
    setError(null);
    setStep(next);
  };

  const onSendCode = sendForm.handleSubmit(
    async (body) => {
      setError(null);
      const result = await sendCode(body);
      if (result.error) return setError(serverTextOfError(result.error) ?? t('errors:::internal'));
      if (!result.data.success) return setError(t('common:::forgot_password::unknown_email'));
      setSocialProfile(result.data.fb_email);
      if (pathname !== '/') rememberLinkBack(`${pathname}${search}`);
      setCodeSent(true);
      toStep('code');
    },
    () => setError(null),
  );

  const onReset = resetForm.handleSubmit(
    async (body) => {
      setError(null);
      const result = await resetPassword(body);
      if (result.error) return setError(serverTextOfError(result.error) ?? t('errors:::internal'));
      setStep('done');
    },
    () => setError(null),
  );

  const emailField = (binding: FieldBinding) => (
    <TextField
      label={t('common:::login::email')}
      type="email"
      autoComplete="username"
      required
      {...binding}
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
      <form className="stack" onSubmit={(event) => void onReset(event)} noValidate>
        {codeSent ? (
          <p role="status">
            {t('common:::forgot_password::code_sent', { email: resetForm.getValues('email').trim() })}
          </p>
        ) : (
          <>
            <p>{t('common:::forgot_password::have_code_intro')}</p>
            {emailField(resetForm.field('email'))}
          </>
        )}
        {socialProfile ? <p className="muted">{t('common:::forgot_password::social_profile')}</p> : null}
        <ErrorArea message={error} testId="forgot-password-error" />
        <TextField
          label={t('common:::forgot_password::code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...resetForm.field('code')}
        />
        <TextField
          label={t('common:::forgot_password::new_password')}
          hint={t('common:::forgot_password::new_password_hint')}
          type="password"
          autoComplete="new-password"
          required
          {...resetForm.field('password')}
        />
        <Button type="submit" busy={resetting.isLoading}>
          {t('common:::forgot_password::save')}
        </Button>
        <p className="muted">
          <Button variant="quiet" onClick={() => toStep('email')}>
            {t('common:::forgot_password::new_code')}
          </Button>
        </p>
      </form>
    );

  return (
    <form className="stack" onSubmit={(event) => void onSendCode(event)} noValidate>
      <p>{t('common:::forgot_password::intro')}</p>
      <ErrorArea message={error} testId="forgot-password-error" />
      {emailField(sendForm.field('email'))}
      <Button type="submit" busy={sending.isLoading}>
        {t('common:::forgot_password::send_code')}
      </Button>
      <p className="muted">
        <Button variant="quiet" onClick={() => toStep('code')}>
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
