// The facts of the company a customer chooses or has chosen for a job (closing the job, the
// supplier-hired page): the company with a link to its profile, its town when given, the offered
// price when there is a bid, and the job's number.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@opgavetorvet/ui';

interface ChosenCompanyFactsProps {
  company: { name: string; slug: string };
  companyLabel: string;
  /** The company's town, shown when not empty. */
  city?: string;
  priceLabel: string;
  /** The offered price in kroner; none without a bid. */
  amount?: number;
  jobId: number;
}

export function ChosenCompanyFacts({
  company,
  companyLabel,
  city,
  priceLabel,
  amount,
  jobId,
}: ChosenCompanyFactsProps) {
  const { t } = useTranslation();
  return (
    <dl className="facts">
      <dt>{companyLabel}</dt>
      <dd>
        <Link to={`/${company.slug}`}>{company.name}</Link>
      </dd>
      {city && (
        <>
          <dt>{t('bruger:::offers::city')}</dt>
          <dd>{city}</dd>
        </>
      )}
      {amount !== undefined && (
        <>
          <dt>{priceLabel}</dt>
          <dd>{t('bruger:::offers::kroner', { amount: formatAmount(amount) })}</dd>
        </>
      )}
      <dt>{t('bruger:::job::job_id')}</dt>
      <dd>{jobId}</dd>
    </dl>
  );
}
