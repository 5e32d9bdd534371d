// The most asked-for categories as quick links into creating a job in them.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { topCategories } from '../../../config/top-categories';

export function TopCategories() {
  const { t } = useTranslation();
  return (
    <section className="top-categories container" aria-labelledby="top-categories-title">
      <h2 id="top-categories-title">{t('home:::categories::title')}</h2>
      <ul className="top-categories__list">
        {topCategories.map((category) => (
          <li key={category.slug}>
            <Link className="top-categories__link" to={category.link ?? paths.createJobIn(category.slug)}>
              {t(`home:::categories::items::${category.slug}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
