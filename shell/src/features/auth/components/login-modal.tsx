// The header's login modal (opened by the login button or by a remote's "log in" prompt); it can
// switch to the new-company form. On success it closes and goes to the reply's destination (a login
// on a page the role may see stays on it).
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LoginReply } from '@opgavetorvet/contracts';
import { Modal, loginPromptClosed, useAppDispatch, useAppSelector } from '@opgavetorvet/ui';
import { destinationOf } from '../lib/destination';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { NewCompanyForm } from './new-company-form';

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
  const [view, setView] = useState<'login' | 'new-company' | 'forgot-password'>('login');

  const close = useCallback(() => {
    dispatch(loginPromptClosed());
    setView('login');
  }, [dispatch]);

  /** A login keeps the person on the page it was opened on when the role may see it; a sign-up does not. */
  const done = (reply: LoginReply, stay = false) => {
    close();
    navigate(
      destinationOf(reply, stay ? `${location.pathname}${location.search}${location.hash}` : undefined),
    );
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
          onLoggedIn={(reply) => done(reply, true)}
          onNewCompany={() => setView('new-company')}
          onForgotPassword={() => setView('forgot-password')}
        />
      ) : view === 'new-company' ? (
        <NewCompanyForm onCreated={done} onBack={() => setView('login')} />
      ) : (
        <ForgotPasswordForm onBack={() => setView('login')} />
      )}
    </Modal>
  );
}
