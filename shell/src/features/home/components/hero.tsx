// The top of the home page: the Danish headline, a line of promise and the category search.
import { useTranslation } from 'react-i18next';
import { CategorySearch } from './category-search';
import { OnlineBanner } from './online-banner';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero">
      <div className="container hero__inner">
        <h1 className="hero__title">{t('home:::hero::title')}</h1>
        <p className="hero__lead">{t('home:::hero::lead')}</p>
        <CategorySearch />
        <OnlineBanner />
        <ul className="hero__points">
          <li>{t('home:::hero::point_free')}</li>
          <li>{t('home:::hero::point_local')}</li>
          <li>{t('home:::hero::point_reviews')}</li>
        </ul>
      </div>
    </section>
  );
}
