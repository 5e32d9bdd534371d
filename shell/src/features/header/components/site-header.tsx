// The header on every page: logo, the role's navigation (the administrator's 'Henvendelser' with
// its unanswered count), language selector, login or logout. On a phone (≤ 979 px, SPEC §9) it is
// one compact row: the logo, a visitor's 'Log ind' and a 'Menu' button that opens the rest.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, loginPromptOpened, useAppDispatch, useSessionUser } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useMenuDisclosure } from '../hooks/use-menu-disclosure';
import { LanguageSelect } from './language-select';
import { HelpInboxLink } from './help-inbox-link';
import { MessagesLink } from './messages-link';
import { RoleNav } from './role-nav';

/** `logout`: the logged-in user's way out, from the auth feature (composed in app/layout.tsx). */
export function SiteHeader({ logout }: { logout?: ReactNode } = {}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { user, isLoading } = useSessionUser();
  const { open, toggle, buttonRef, panelRef, rootRef } = useMenuDisclosure();
  const panelId = useId();
  return (
    <header className="site-header" ref={rootRef}>
      <div className="container site-header__inner">
        <Link to={paths.home} className="logo">
          <span className="logo__mark" aria-hidden="true" />
          <span className="logo__text">{t('common:::brand')}</span>
        </Link>
        <div
          className="site-header__panel"
          id={panelId}
          ref={panelRef}
          data-open={open}
          data-testid="header-menu"
        >
          {!isLoading && <RoleNav role={user?.role ?? null} />}
          {user && <MessagesLink role={user.role} />}
          {user?.role === 'admin' && <HelpInboxLink />}
          <div className="site-header__actions">
            <LanguageSelect />
            {user && (
              <span
                className="site-header__user"
                data-testid="current-user"
                title={user.companyName ?? user.name}
              >
                {user.companyName ?? user.name}
              </span>
            )}
            {user && logout}
          </div>
        </div>
        {!user && (
          <Button
            variant="primary"
            className="site-header__login"
            disabled={isLoading}
            onClick={() => dispatch(loginPromptOpened())}
            data-testid="login-open"
          >
            {t('common:::header::login')}
          </Button>
        )}
        <button
          type="button"
          ref={buttonRef}
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          data-testid="header-menu-button"
        >
          <span className="site-header__menu-icon" aria-hidden="true" />
          {t('common:::header::menu')}
        </button>
      </div>
    </header>
  );
}
