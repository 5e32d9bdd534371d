// The header's login modal (opened by the login button or by a remote's "log in" prompt); it can
// switch to the new-company form. On success it closes and goes to the reply's destination (a login
// on a page the role may see stays on it, or goes back to the page a password code was asked on:
// the link-back cookie). A page may open it at 'Glemt adgangskode' for an e-mail
// (the create-job form); that view then leads back to the page, not to the login view.
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LoginReply, Role } from '@opgavetorvet/contracts';
import { Modal, loginPromptClosed, useAppDispatch, useAppSelector } from '@opgavetorvet/ui';
import { useRecordSocialLoginMutation } from '../api/social-api';
import { useSocialLogin } from '../hooks/use-social-login';
import { destinationOf } from '../lib/destination';
import { takeLinkBack } from '../lib/link-back-cookie';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { NewCompanyForm } from './new-company-form';
import { SocialLoginButton } from './social-login-button';

const titles = {
  login: 'common:::login::title',
  'new-company': 'common:::new_company::title',
  'forgot-password': 'common:::forgot_password::title',
} as const;

export function LoginModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const open = useAppSelector((state) => state.loginPrompt.open);
  const forgotPasswordFor = useAppSelector((state) => state.loginPrompt.forgotPasswordFor);
  const [chosenView, setView] = useState<'login' | 'new-company' | 'forgot-password'>('login');
  const view = forgotPasswordFor !== null ? 'forgot-password' : chosenView;

  const close = useCallback(() => {
    dispatch(loginPromptClosed());
    setView('login');
  }, [dispatch]);

  /** A login keeps the person on the page it was opened on when the role may see it; a sign-up does not. */
  const done = (reply: LoginReply, stay = false) => {
    close();
    const back = takeLinkBack();
    const here = `${location.pathname}${location.search}${location.hash}`;
    navigate(destinationOf(reply, stay ? back || here : undefined));
  };

  const socialDone = useCallback(
    (role: Role) => done({ type: 'success', typelogin: role, user_id: 0, text: '' }, true),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- done reads the current location
    [location],
  );
  const social = useSocialLogin(socialDone);
  const [record] = useRecordSocialLoginMutation();
  const passwordDone = async (reply: LoginReply) => {
    // The profile's password confirmed it: the provider's identity is recorded on it.
    if (social.linkEmail) await record();
    social.cancel();
    done(reply, true);
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t(titles[view])}
      testId={`${view === 'login' ? 'login' : view}-modal`}
    >
      {view === 'login' ? (
        <LoginForm
          key={social.linkEmail ?? ''}
          initialEmail={social.linkEmail ?? ''}
          notice={social.linkEmail ? t('common:::social::link', { email: social.linkEmail }) : null}
          onLoggedIn={(reply) => void passwordDone(reply)}
          onNewCompany={() => setView('new-company')}
          onForgotPassword={() => setView('forgot-password')}
          otherWays={social.phase === 'link' ? null : <SocialLoginButton social={social} />}
        />
      ) : view === 'new-company' ? (
        <NewCompanyForm
          onCreated={done}
          onBack={() => setView('login')}
          onProfileConfirmed={(role) => done({ type: 'success', typelogin: role, user_id: 0, text: '' })}
        />
      ) : forgotPasswordFor !== null ? (
        <ForgotPasswordForm initialEmail={forgotPasswordFor} onBack={close} backToPage />
      ) : (
        <ForgotPasswordForm onBack={() => setView('login')} />
      )}
    </Modal>
  );
}
