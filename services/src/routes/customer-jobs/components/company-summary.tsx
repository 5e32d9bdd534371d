// The company a modal is about: name, place, star average and a link to its profile page.
import type { Translate } from '../../../lib/translator.js';
import type { CompanyCard } from '../../../db/queries/company-card.js';

interface CompanySummaryProps {
  t: Translate;
  company: CompanyCard;
}

export function CompanySummary({ t, company }: CompanySummaryProps) {
  const { name, slug, rating, reviewsCount } = company;
  const place = [company.zip, company.city].filter(Boolean).join(' ');
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
      <a href={`/${slug}`}>{t('fragments-bruger:::company::profile')}</a>
    </header>
  );
}
