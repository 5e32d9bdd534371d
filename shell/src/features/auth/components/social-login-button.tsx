// The login modal's social login: the button, and while the provider's window is open a line
// that says so with a way to stop waiting. Failures show in the modal's error area (SPEC §8).
import { useTranslation } from 'react-i18next';
import { Button, ErrorArea } from '@opgavetorvet/ui';
import type { SocialLogin } from '../hooks/use-social-login';
import './social-login.css';

export function SocialLoginButton({ social }: { social: SocialLogin }) {
  const { t } = useTranslation();
  return (
    <div className="social-login stack">
      <p className="social-login__or muted">{t('common:::social::or')}</p>
      <ErrorArea message={social.error} testId="social-login-error" />
      {social.phase === 'waiting' ? (
        <p className="social-login__waiting" role="status" data-testid="social-login-waiting">
          {t('common:::social::waiting')}{' '}
          <Button variant="quiet" onClick={social.cancel}>
            {t('common:::social::cancel')}
          </Button>
        </p>
      ) : (
        <Button variant="secondary" onClick={social.start} data-testid="social-login">
          {t('common:::social::button')}
        </Button>
      )}
    </div>
  );
}
