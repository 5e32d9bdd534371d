// The sub-navigation of the customer's account pages (/bruger/account, /bruger/profil,
// /bruger/account-transactions, /bruger/klager, /bruger/mine-data). SPEC §2: its items lose their active highlight, so no item is
// styled as active; the current page is still announced with aria-current.
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import './account.css';

const ITEMS = [
  { to: paths.account, key: 'account' },
  { to: paths.profil, key: 'profile' },
  { to: paths.accountTransactions, key: 'transactions' },
  { to: paths.klager, key: 'complaints' },
  { to: paths.mineData, key: 'personal_data' },
] as const;

export function AccountNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('bruger:::account::nav::label')} data-testid="account-nav">
      <ul className="tabs account-nav">
        {ITEMS.map((item) => (
          <li key={item.key}>
            <Link to={item.to} aria-current={pathname.replace(/\/$/, '') === item.to ? 'page' : undefined}>
              {t(`bruger:::account::nav::${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
