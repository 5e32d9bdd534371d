// The logged-in role's main link: Mine opgaver (user), Opgaver i udbud (company), Annulleringer (admin).
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Role } from '@opgavetorvet/contracts';
import { landingByRole } from '../../../config/paths';

export function RoleNav({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <nav className="role-nav" aria-label={t('common:::header::nav_label')}>
      <NavLink to={landingByRole[role]} className="role-nav__link" data-testid="role-nav-link">
        {t(`common:::nav::${role}`)}
      </NavLink>
    </nav>
  );
}
