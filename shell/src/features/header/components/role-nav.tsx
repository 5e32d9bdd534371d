// The header's navigation: the logged-in role's main link — Mine opgaver (user), Opgaver i udbud
// (company), Annulleringer (admin, who also gets Udbakke: the mail and SMS queued); a customer also gets 'Min konto' (profile, account and bookings
// pages); visitors and customers get 'Find et firma' (the company listing). The landing link is marked
// only on that page itself: 'Opgaver i udbud' is not lit on the won jobs under /firma/opgaver/.
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Role } from '@opgavetorvet/contracts';
import { landingByRole, paths } from '../../../config/paths';

export function RoleNav({ role }: { role: Role | null }) {
  const { t } = useTranslation();
  return (
    <nav className="role-nav" aria-label={t('common:::header::nav_label')}>
      {role && (
        <NavLink to={landingByRole[role]} end className="role-nav__link" data-testid="role-nav-link">
          {t(`common:::nav::${role}`)}
        </NavLink>
      )}
      {role === 'user' && (
        <NavLink to={paths.brugerAccount} className="role-nav__link" data-testid="account-link">
          {t('common:::nav::account')}
        </NavLink>
      )}
      {role === 'admin' && (
        <NavLink to={paths.adminOutbox} className="role-nav__link" data-testid="outbox-link">
          {t('common:::nav::outbox')}
        </NavLink>
      )}
      {(role === null || role === 'user') && (
        <NavLink to={paths.companies} className="role-nav__link" data-testid="companies-link">
          {t('common:::nav::companies')}
        </NavLink>
      )}
    </nav>
  );
}
