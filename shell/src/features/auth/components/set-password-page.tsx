// /adgangskode#email=…&kode=…: where the welcome mail's button leads (issue 10 #1). A customer whose
// profile was made when she posted a job chooses her password here, with her e-mail and the mailed
// code filled in. The code rides in the fragment, so it never reaches a server log.
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, PageTitle, loginPromptOpened, useAppDispatch } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from './forgot-password-form';
import './set-password-page.css';

const CODE = /^[0-9]{6}$/;

export function SetPasswordPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const initial = useMemo(() => {
    const params = new URLSearchParams(hash.replace(/^#/, ''));
    const code = params.get('kode') ?? '';
    return { email: params.get('email') ?? '', code: CODE.test(code) ? code : '' };
  }, [hash]);
  const toLogin = () => {
    navigate(paths.home);
    dispatch(loginPromptOpened());
  };
  return (
    <section className="container page stack set-password-page" data-testid="set-password-page">
      <PageTitle text={t('common:::set_password::title')} />
      <Card>
        <ForgotPasswordForm onBack={toLogin} initial={initial} />
      </Card>
    </section>
  );
}
