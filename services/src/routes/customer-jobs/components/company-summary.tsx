// The company a modal is about: name, place, star average and a link to its profile page.
import type { Translate } from '../../../lib/translator.js';

interface CompanySummaryProps {
  t: Translate;
  name: string;
  slug: string;
  place: string;
  rating: number | null;
  reviewsCount: number;
}

export function CompanySummary({ t, name, slug, place, rating, reviewsCount }: CompanySummaryProps) {
  return (
    <header className="company-summary">
      <h2 className="company-summary__name">{name}</h2>
      {place ? <p className="company-summary__place">{place}</p> : null}
      <p className="company-summary__rating">
        {rating === null
          ? t('fragments-bruger:::company::no_reviews')
          : t('fragments-bruger:::company::rating', {
              rating: rating.toFixed(1).replace('.', ','),
              count: reviewsCount,
            })}
      </p>
      <a className="company-summary__profile" href={`/${slug}`}>
        {t('fragments-bruger:::company::profile')}
      </a>
    </header>
  );
}
