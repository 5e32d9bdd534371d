// The header on every page: logo, the role's navigation (the administrator's 'Henvendelser' with
// its unanswered count), language selector, login or logout.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, loginPromptOpened, useAppDispatch, useSessionUser } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { LogoutButton } from '../../auth/components/logout-button';
import { LanguageSelect } from './language-select';
import { HelpInboxLink } from './help-inbox-link';
import { MessagesLink } from './messages-link';
import { RoleNav } from './role-nav';

export function SiteHeader() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { user, isLoading } = useSessionUser();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home} className="logo">
          <span className="logo__mark" aria-hidden="true" />
          <span className="logo__text">{t('common:::brand')}</span>
        </Link>
        {!isLoading && <RoleNav role={user?.role ?? null} />}
        {user && <MessagesLink role={user.role} />}
        {user?.role === 'admin' && <HelpInboxLink />}
        <div className="site-header__actions">
          <LanguageSelect />
          {user && (
            <span className="site-header__user" data-testid="current-user">
              {user.companyName ?? user.name}
            </span>
          )}
          {user ? (
            <LogoutButton />
          ) : (
            <Button
              variant="primary"
              disabled={isLoading}
              onClick={() => dispatch(loginPromptOpened())}
              data-testid="login-open"
            >
              {t('common:::header::login')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
