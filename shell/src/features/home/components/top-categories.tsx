// The top-level categories with their first subcategories, as quick links into creating a job.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from '@opgavetorvet/ui';
import { useCategoryTreeQuery } from '../api/categories-api';

const SUBCATEGORIES_SHOWN = 5;

export function TopCategories() {
  const { t } = useTranslation();
  const { data } = useCategoryTreeQuery();
  if (!data || data.categories.length === 0) return null;
  return (
    <section className="top-categories container" aria-labelledby="top-categories-title">
      <h2 id="top-categories-title">{t('home:::categories::title')}</h2>
      <ul className="top-categories__list">
        {data.categories.map((top) => (
          <li key={top.id}>
            <Card className="top-categories__card">
              <h3 className="top-categories__name">
                <Link to={top.link}>{top.name}</Link>
              </h3>
              <ul className="top-categories__subs">
                {top.children.slice(0, SUBCATEGORIES_SHOWN).map((sub) => (
                  <li key={sub.id}>
                    <Link to={sub.link}>{sub.name}</Link>
                  </li>
                ))}
              </ul>
              {top.children.length > SUBCATEGORIES_SHOWN && (
                <Link className="top-categories__more" to={top.link}>
                  {t('home:::categories::more', { count: top.children.length - SUBCATEGORIES_SHOWN })}
                </Link>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
