// The home page: hero with the category search, how it works, and the top categories.
import { useTranslation } from 'react-i18next';
import { PageTitleEffect } from './page-title-effect';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { TopCategories } from './top-categories';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home" data-testid="home">
      <PageTitleEffect text={t('home:::document_title')} />
      <Hero />
      <HowItWorks />
      <TopCategories />
    </div>
  );
}
