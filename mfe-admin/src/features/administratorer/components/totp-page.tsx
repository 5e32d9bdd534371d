// /admin/totp (issue 33): the administrator's second factor. After the password the service says
// which step is due: set up TOTP (an invited administrator's first login; it reaches nothing else
// before) or give the code. A logged-in administrator sees whether it is set up and, with the
// password alone (the demo one), may set it up here. Shown outside the admin frame's role check.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  PageTitle,
  Spinner,
  loginPromptOpened,
  notifyFromReply,
  useAppDispatch,
} from '@opgavetorvet/ui';
import { useTotpStateQuery } from '../api/admin-accounts-api';
import '../administratorer.css';
import { TotpCodeForm } from './totp-code-form';
import { TotpSetup } from './totp-setup';

export function TotpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useTotpStateQuery();
  // Once confirmed, the "password alone" note no longer holds above the recovery codes.
  const [confirmed, setConfirmed] = useState(false);

  if (isLoading) return <Spinner />;
  const step = isError ? null : data?.step;
  return (
    <section className="container page stack totp-page" data-testid="admin-totp">
      <Card>
        {step === 'setup' || step === 'optional' ? (
          <>
            {step === 'optional' && !confirmed && <p className="muted">{t('admin:::totp::optional')}</p>}
            <TotpSetup onConfirmed={() => setConfirmed(true)} />
          </>
        ) : step === 'verify' ? (
          <TotpCodeForm
            onLoggedIn={(reply) => {
              // A recovery code was used up: say how many are left.
              if (reply.recovery_codes_left !== null)
                dispatch(
                  notifyFromReply({
                    type: 'info',
                    message: t('admin:::totp::codes_left', { count: reply.recovery_codes_left }),
                  }),
                );
              navigate(reply.next);
            }}
          />
        ) : step === 'done' ? (
          <>
            <PageTitle text={t('admin:::totp::title_done')} />
            <p>{t('admin:::totp::done')}</p>
          </>
        ) : (
          <>
            <PageTitle text={t('admin:::totp::title_verify')} />
            <p>{t('admin:::totp::logged_out')}</p>
            <Button onClick={() => dispatch(loginPromptOpened())}>{t('admin:::totp::log_in')}</Button>
          </>
        )}
      </Card>
    </section>
  );
}
