// For a logged-in customer: the own jobs on which this company made offers, each opening the list
// of its offers (with the 'call me' button once the company was chosen). Nothing for anyone else.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Card, useSessionUser } from '@opgavetorvet/ui';
import type { CompanyOwnOffersReply } from '@opgavetorvet/contracts';
import { paths } from '../../../config/paths';
import { useProfileOwnOffersQuery } from '../api/company-profile-api';
import { OfferListModal } from './offer-list-modal';

type OwnContact = CompanyOwnOffersReply['contacts'][number];

export function OwnOffers({ slug }: { slug: string }) {
  const { user } = useSessionUser();
  const isCustomer = user?.role === 'user';
  const { data } = useProfileOwnOffersQuery(slug, { skip: !isCustomer });
  if (!isCustomer || !data || data.contacts.length === 0) return null;
  return <OwnOffersCard contacts={data.contacts} />;
}

function OwnOffersCard({ contacts }: { contacts: OwnContact[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OwnContact | null>(null);
  return (
    <Card className="stack profile-own-offers" data-testid="own-offers">
      <h2 className="card__title">{t('bruger:::profile::offers::title')}</h2>
      <ul className="profile-own-offers__list">
        {contacts.map((contact) => (
          <li key={contact.contact_id}>
            <div>
              <Link to={paths.opgave(contact.job_id)}>{contact.headline}</Link>
              <span className="muted"> · {t(`bruger:::offers::state::${contact.state}`)}</span>
            </div>
            <Button
              variant="secondary"
              onClick={() => setOpen(contact)}
              aria-label={t('bruger:::profile::offers::show_for', { headline: contact.headline })}
            >
              {t('bruger:::profile::offers::show')}
            </Button>
          </li>
        ))}
      </ul>
      {open && (
        <OfferListModal contactId={open.contact_id} jobId={open.job_id} onClose={() => setOpen(null)} />
      )}
    </Card>
  );
}
