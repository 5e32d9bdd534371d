// One company in the listing: its logo (issue 30), its name linking to its profile /{slug}, town,
// trades, a line of its description, its "CVR-verificeret" badge and typical reply time (issue 31),
// rating, and badges for the score (with a zip code), a paid plan (Pro+ named: those are listed
// first) and Saturday opening.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ListedCompany } from '@opgavetorvet/contracts';
import { Badge, Card } from '@opgavetorvet/ui';
import { CompanyLogo } from '../../../components/company-logo';
import { CompanyTrust } from '../../../components/company-trust';
import { profilePath } from '../lib/listing-url';

export function CompanyCard({ company }: { company: ListedCompany }) {
  const { t, i18n } = useTranslation();
  const rating =
    company.rating === null
      ? null
      : new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          company.rating,
        );
  const place = [company.zip, company.city].filter(Boolean).join(' ');
  return (
    <Card className="listing-card" data-testid="listing-company">
      <div className="listing-card__head">
        <CompanyLogo logo={company.logo} size="small" />
        <h2 className="card__title listing-card__name">
          <Link to={profilePath(company.slug)}>{company.name}</Link>
        </h2>
        {company.score !== null && (
          <span className="listing-card__score" data-testid="listing-score">
            {t('bruger:::listing::score', { score: company.score })}
          </span>
        )}
      </div>
      <ul className="card__meta">
        {place && <li>{place}</li>}
        {company.categories.length > 0 && <li>{company.categories.join(', ')}</li>}
      </ul>
      {company.excerpt && (
        <p className="listing-card__excerpt" title={company.excerpt} data-testid="listing-excerpt">
          {company.excerpt}
        </p>
      )}
      <CompanyTrust verified={company.cvr_verified} minutes={company.reply_minutes} />
      <p className="listing-card__rating">
        {rating === null
          ? t('bruger:::listing::no_reviews')
          : t('bruger:::listing::rating', { rating, count: company.reviews_count })}
      </p>
      {(company.paid || company.open_saturday) && (
        <p className="listing-card__badges">
          {company.paid && (
            <Badge tone="success">
              <span data-testid={company.pro_plus ? 'listing-pro-plus' : undefined}>
                {t(company.pro_plus ? 'bruger:::listing::badge_pro_plus' : 'bruger:::listing::badge_paid')}
              </span>
            </Badge>
          )}
          {company.open_saturday && <Badge tone="info">{t('bruger:::listing::badge_saturday')}</Badge>}
        </p>
      )}
      <Link
        className="btn btn--secondary listing-card__cta"
        to={profilePath(company.slug)}
        aria-label={t('bruger:::listing::see_profile_of', { company: company.name })}
      >
        {t('bruger:::listing::see_profile')}
      </Link>
    </Card>
  );
}
