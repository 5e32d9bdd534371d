// /{slug}: a company's public profile (SPEC §2): who it is (with its logo), its rating and reviews,
// its contact and facts (issue 31), its reference jobs (issue 30), opening times, its pricelist to
// order from, a quote request, the customer's own offers from it and a complaint.
// A company of another site project is asked for a quote on its own site (OtherSiteLink, SPEC §2);
// past 270 px the name and the quote button stay at the top (ProfileBar, §9).
// Ordering, complaining and the review form of a review request are other features: the app adds
// them (app/company-profile-parts.tsx).
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CompanyProfileReply } from '@opgavetorvet/contracts';
import { Card, EmptyState, PageTitle, Spinner } from '@opgavetorvet/ui';
import { CompanyLogo } from '../../../components/company-logo';
import { OtherSiteLink } from '../../../components/other-site/other-site-link';
import { paths } from '../../../config/paths';
import { useCompanyProfileQuery } from '../api/company-profile-api';
import { CompanyFacts } from './company-facts';
import { OpeningTimes } from './opening-times';
import { OwnOffers } from './own-offers';
import { ProfileBar } from './profile-bar';
import { ProfileDetails } from './profile-details';
import { ProfileReferences } from './profile-references';
import { ProfileReviews } from './profile-reviews';
import './company-profile.css';

/**
 * Parts other features add to the page (composed in app/): the pricelist's order, the complaint,
 * and the review form a company's review request leads to (first in the main column).
 */
interface CompanyProfilePageProps {
  pricelistOrder?: (company: CompanyProfileReply) => ReactNode;
  complaint?: (company: CompanyProfileReply) => ReactNode;
  reviewForm?: (company: CompanyProfileReply) => ReactNode;
}

export function CompanyProfilePage({ pricelistOrder, complaint, reviewForm }: CompanyProfilePageProps = {}) {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const { data: company, isLoading } = useCompanyProfileQuery(slug, { skip: slug === '' });
  if (isLoading) return <Spinner />;
  if (!company)
    return (
      <EmptyState
        title={t('bruger:::profile::not_found')}
        action={
          <Link className="btn btn--primary" to={paths.home}>
            {t('bruger:::profile::get_offers')}
          </Link>
        }
      />
    );
  const quote = (
    <OtherSiteLink
      company={company}
      buttonType="quote"
      text={t('bruger:::profile::quote_button')}
      className="btn btn--primary"
    >
      <Link className="btn btn--primary" to={paths.indhentTilbud(company.slug)}>
        {t('bruger:::profile::quote_button')}
      </Link>
    </OtherSiteLink>
  );
  return (
    <section className="profile" data-testid="company-profile">
      <ProfileBar name={company.name}>{quote}</ProfileBar>
      <div className="profile__head">
        <CompanyLogo logo={company.logo} size="large" loading="eager" />
        <PageTitle text={company.name} />
      </div>
      <div className="profile__layout">
        <div className="profile__main stack">
          {reviewForm?.(company)}
          <CompanyFacts company={company} />
          <ProfileDetails details={company.details} />
          <Card className="stack" aria-labelledby="profile-pricelist-title">
            <h2 className="card__title" id="profile-pricelist-title">
              {t('bruger:::profile::pricelist_title')}
            </h2>
            <p className="muted">{t('bruger:::profile::pricelist_lead')}</p>
            {pricelistOrder?.(company)}
          </Card>
          <ProfileReferences references={company.references} />
          <ProfileReviews companyId={company.company_id} />
        </div>
        <aside className="profile__aside stack">
          <Card className="stack profile-quote">
            <h2 className="card__title">{t('bruger:::profile::quote_title')}</h2>
            <p className="muted">{t('bruger:::profile::quote_lead', { company: company.name })}</p>
            {quote}
          </Card>
          <OwnOffers slug={company.slug} />
          <OpeningTimes companyId={company.company_id} />
          <div>{complaint?.(company)}</div>
        </aside>
      </div>
    </section>
  );
}
