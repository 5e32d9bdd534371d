// A top-level category: jobs are posted in a subcategory, so the visitor picks one first.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CategoryRef } from '@opgavetorvet/contracts';

export function SubcategoryList({ subcategories }: { subcategories: CategoryRef[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('bruger:::createjob::choose_sub')}>
      <p>{t('bruger:::createjob::choose_sub')}</p>
      <ul className="link-grid">
        {subcategories.map((sub) => (
          <li key={sub.id}>
            <Link className="link-grid__item" to={sub.link}>
              {sub.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
