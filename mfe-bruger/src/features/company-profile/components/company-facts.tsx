// The head of a company's profile: where it is (the zip table's town), its "CVR-verificeret" badge
// and typical reply time (issue 31), its customers' average rating with stars, what it does (its
// categories) and its own description in paragraphs.
import { useTranslation } from 'react-i18next';
import type { CompanyProfileReply } from '@opgavetorvet/contracts';
import { placeLine } from '@opgavetorvet/contracts/company-presentation';
import { Badge, Card } from '@opgavetorvet/ui';
import { CompanyTrust } from '../../../components/company-trust';
import { ProfileDescription } from './profile-description';

export function AverageStars({ rating, count }: { rating: number | null; count: number }) {
  const { t, i18n } = useTranslation();
  if (rating === null || count === 0) return <p className="muted">{t('bruger:::profile::no_rating')}</p>;
  const text = rating.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const full = Math.round(rating);
  return (
    <p className="profile-rating" data-testid="profile-rating">
      <span className="profile-rating__stars" aria-hidden="true">
        {'★'.repeat(full)}
        <span className="profile-rating__empty">{'★'.repeat(5 - full)}</span>
      </span>{' '}
      <strong>{t('bruger:::profile::rating', { rating: text })}</strong>{' '}
      <span className="muted">{t('bruger:::profile::reviews_count', { count })}</span>
    </p>
  );
}

export function CompanyFacts({ company }: { company: CompanyProfileReply }) {
  const { t } = useTranslation();
  const place = placeLine(company.details);
  return (
    <Card className="stack profile-facts">
      {place !== '' && <p className="muted profile-facts__place">{place}</p>}
      <CompanyTrust verified={company.details.cvr_verified} minutes={company.details.reply_minutes} />
      <AverageStars rating={company.rating} count={company.reviews_count} />
      {company.categories.length > 0 && (
        <ul className="profile-facts__categories" aria-label={t('bruger:::profile::categories')}>
          {company.categories.map((name) => (
            <li key={name}>
              <Badge>{name}</Badge>
            </li>
          ))}
        </ul>
      )}
      <ProfileDescription text={company.description} />
    </Card>
  );
}
