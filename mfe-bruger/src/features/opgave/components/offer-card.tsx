// One company's offer on the customer's job: the company (its logo, a link to its profile, its
// "CVR-verificeret" badge, typical reply time, the start of its description with 'Læs mere' (its
// profile), and its street address with zip and town, or its town, issue 31), the amount and estimates in
// Danish number format, the comment, the offer's state, the customer's answers and the
// conversation with that company, and 'Info' with the service's summary of the offer.
// Writing to the company is another feature's: the app adds it (`actions`, app/job-page-parts.tsx);
// a company of another site project is written to on its own site instead (OtherSiteLink, SPEC §2).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { JobPageContact, JobPageReply } from '@opgavetorvet/contracts';
import { Card, formatAmount } from '@opgavetorvet/ui';
import { CompanyLogo } from '../../../components/company-logo';
import { CompanyTrust } from '../../../components/company-trust';
import { OtherSiteLink } from '../../../components/other-site/other-site-link';
import { ChooseSupplierButton } from './choose-supplier-button';
import { DeclineOffer } from './decline-offer';
import { OfferInfoButton } from './offer-info-button';
import { OfferMessages } from './offer-messages';
import { OfferStateBadge } from './offer-state-badge';
import './offer-card.css';

/** 'Søndergade 12, 2100 København Ø': what the company has of its address; '' for none. */
function addressLine({ address, zip, city }: JobPageContact['company']): string {
  return [address, [zip, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

interface OfferCardProps {
  job: JobPageReply['job'];
  contact: JobPageContact;
  canChoose: boolean;
  /** Shown after 'Info' (composed in app/). */
  actions?: ReactNode;
}

export function OfferCard({ job, contact, canChoose, actions }: OfferCardProps) {
  const { t } = useTranslation();
  const { bid, company } = contact;
  if (!bid) return null;
  const standing = contact.state === 'bid' && !bid.withdrawn;
  const estimate =
    bid.min_estimate !== null && bid.max_estimate !== null
      ? t('bruger:::offers::estimate_range', {
          min: formatAmount(bid.min_estimate),
          max: formatAmount(bid.max_estimate),
        })
      : bid.min_estimate !== null || bid.max_estimate !== null
        ? t('bruger:::offers::kroner', { amount: formatAmount(bid.min_estimate ?? bid.max_estimate ?? 0) })
        : null;
  return (
    <Card className="offer-card" data-testid="offer" data-contact-id={contact.contact_id}>
      <div className="job-card__head">
        <h3 className="card__title offer-card__company">
          <CompanyLogo logo={company.logo} size="small" />
          <Link to={`/${company.slug}`}>{company.name}</Link>
        </h3>
        <OfferStateBadge state={contact.state} withdrawn={bid.withdrawn} />
      </div>
      <CompanyTrust verified={company.cvr_verified} minutes={company.reply_minutes} />
      {company.excerpt && (
        <p className="offer-card__about" data-testid="offer-company-about">
          {company.excerpt}{' '}
          <Link
            to={`/${company.slug}`}
            aria-label={t('bruger:::offers::read_more_label', { company: company.name })}
          >
            {t('bruger:::offers::read_more')}
          </Link>
        </p>
      )}
      <p className="offer-card__amount" data-testid="offer-amount">
        {t('bruger:::offers::kroner', { amount: formatAmount(bid.amount) })}
      </p>
      {contact.finished_price_ore !== null && (
        <p className="offer-card__final" data-testid="final-price">
          {t('bruger:::offers::final_price', {
            amount: formatAmount(
              Math.trunc(contact.finished_price_ore / 100),
              contact.finished_price_ore % 100,
            ),
          })}
        </p>
      )}
      <dl className="facts">
        {company.address ? (
          <>
            <dt>{t('bruger:::offers::address')}</dt>
            <dd>{addressLine(company)}</dd>
          </>
        ) : (
          company.city && (
            <>
              <dt>{t('bruger:::offers::city')}</dt>
              <dd>{company.city}</dd>
            </>
          )
        )}
        {estimate && (
          <>
            <dt>{t('bruger:::offers::estimate')}</dt>
            <dd>{estimate}</dd>
          </>
        )}
      </dl>
      {bid.comment && <p className="job-card__description">{bid.comment}</p>}
      {(standing || contact.state === 'declined') && (
        <div className="form-actions">
          <ChooseSupplierButton
            jobId={job.job_id}
            contactId={contact.contact_id}
            companyName={company.name}
            disabled={!canChoose || !standing}
          />
          <DeclineOffer
            job={job}
            contact={contact}
            bidId={bid.bid_id}
            answered={contact.state === 'declined'}
          />
        </div>
      )}
      <OfferMessages messages={contact.messages} companyName={company.name} />
      <div className="form-actions">
        <OfferInfoButton contactId={contact.contact_id} companyName={company.name} />
        <OtherSiteLink
          company={company}
          buttonType="message"
          text={t('bruger:::messages::write')}
          contactId={contact.contact_id}
          jobId={job.job_id}
        >
          {actions}
        </OtherSiteLink>
      </div>
    </Card>
  );
}
