// The logged-in role's main link: Mine opgaver (user), Opgaver i udbud (company), Annulleringer
// (admin); a customer also gets 'Min konto' (profile, account and bookings pages).
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Role } from '@opgavetorvet/contracts';
import { landingByRole, paths } from '../../../config/paths';

export function RoleNav({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <nav className="role-nav" aria-label={t('common:::header::nav_label')}>
      <NavLink to={landingByRole[role]} className="role-nav__link" data-testid="role-nav-link">
        {t(`common:::nav::${role}`)}
      </NavLink>
      {role === 'user' && (
        <NavLink to={paths.brugerAccount} className="role-nav__link" data-testid="account-link">
          {t('common:::nav::account')}
        </NavLink>
      )}
    </nav>
  );
}
