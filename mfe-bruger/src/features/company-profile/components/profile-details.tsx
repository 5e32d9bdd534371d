// "Kontakt og fakta" on a company's profile (issue 31): what it filled in of its details — the year
// founded and its staff, its address (street, zip and town), phone, e-mail and website as links, its
// CVR number with the register's badge, its authorisations with their numbers and its guarantee
// schemes. Only what it filled in: no empty lines, and no card at all for a company with none.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicCompanyDetails } from '@opgavetorvet/contracts';
import { addressLine } from '@opgavetorvet/contracts/company-presentation';
import { Card } from '@opgavetorvet/ui';
import { CvrVerifiedBadge } from '../../../components/company-trust';

/** A phone number as a tel: link (digits and a leading +). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The website as read: without its scheme and a trailing slash. */
const websiteText = (website: string) => website.replace(/^https?:\/\//i, '').replace(/\/$/, '');

export function ProfileDetails({ details }: { details: PublicCompanyDetails }) {
  const { t } = useTranslation();
  const k = (key: string, options?: Record<string, unknown>) =>
    t(`bruger:::profile_details::${key}`, options);
  const facts = [
    details.founded_year !== null ? k('founded', { year: details.founded_year }) : null,
    details.employees !== null ? k('employees', { count: details.employees }) : null,
  ].filter((fact): fact is string => fact !== null);
  // Without a street the address is the town the profile's head already shows.
  const address = details.address ? addressLine(details) : '';
  const rows: [key: string, value: ReactNode][] = [];
  if (address) rows.push(['address', address]);
  if (details.phone) rows.push(['phone', <a href={telHref(details.phone)}>{details.phone}</a>]);
  if (details.email) rows.push(['email', <a href={`mailto:${details.email}`}>{details.email}</a>]);
  if (details.website)
    rows.push([
      'website',
      <a href={details.website} rel="nofollow noopener" target="_blank">
        {websiteText(details.website)} <span className="visually-hidden">{k('new_window')}</span>
      </a>,
    ]);
  if (details.cvr)
    rows.push([
      'cvr',
      <>
        {details.cvr} <CvrVerifiedBadge verified={details.cvr_verified} />
      </>,
    ]);
  if (details.authorisations.length > 0)
    rows.push([
      'authorisations',
      <ul className="profile-details__items">
        {details.authorisations.map(({ kind, number }) => (
          <li key={kind}>
            {k('authorisation', { kind: t(`common:::company_details::kinds::${kind}`), number })}
          </li>
        ))}
      </ul>,
    ]);
  if (details.guarantees.length > 0)
    rows.push([
      'guarantees',
      <ul className="profile-details__items">
        {details.guarantees.map((scheme) => (
          <li key={scheme}>{t(`common:::company_details::guarantees::${scheme}`)}</li>
        ))}
      </ul>,
    ]);
  if (facts.length === 0 && rows.length === 0) return null;
  return (
    <Card
      className="stack profile-details"
      aria-labelledby="profile-details-title"
      data-testid="profile-details"
    >
      <h2 className="card__title" id="profile-details-title">
        {k('title')}
      </h2>
      {facts.length > 0 && (
        <ul className="profile-details__facts" aria-label={k('facts')}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      {rows.length > 0 && (
        <dl className="facts profile-details__list">
          {rows.map(([key, value]) => (
            <div key={key} className="profile-details__row">
              <dt>{k(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
