// The mobile bid modal (/ajax/opgave/modal_info_mobil) and the company's list of offers
// (/ajax/bruger/modal_list): the company, where the contact stands, and its sealed offers.
import type { Translate } from '../../../lib/translator.js';
import type { BidRow } from '../../../db/queries/contacts.js';
import type { CompanyCard } from '../../../db/queries/company-card.js';
import { CompanySummary } from './company-summary.js';
import { OfferDetails } from './offer-details.js';

interface OfferModalProps {
  t: Translate;
  lang: string;
  company: CompanyCard;
  contactId: number;
  state: string;
  offers: BidRow[];
  /** The company has the customer's phone (it was chosen): offer the 'call me' button. */
  callMe?: boolean;
  /** Numbers the customer may call the company on. */
  phones?: string[];
}

export function OfferModal({ t, lang, company, contactId, state, offers, callMe, phones }: OfferModalProps) {
  return (
    <div data-contact-id={contactId}>
      <CompanySummary t={t} company={company} />
      <p className="modal-offers__state">{t(`fragments-bruger:::state::${state}`)}</p>
      {offers.length === 0 ? (
        <p className="modal-offers__empty">{t('fragments-bruger:::offer::none')}</p>
      ) : (
        <ol>
          {offers.map((bid) => (
            <li key={bid.id}>
              <OfferDetails t={t} lang={lang} bid={bid} />
            </li>
          ))}
        </ol>
      )}
      {phones && phones.length > 0 ? (
        <p>
          {t('fragments-bruger:::offer::call_company')}{' '}
          {phones.map((phone, i) => (
            <a key={phone} href={`tel:${phone.replace(/\s+/g, '')}`}>
              {i > 0 ? ', ' : ''}
              {phone}
            </a>
          ))}
        </p>
      ) : null}
      {callMe ? (
        <button type="button" className="btn btn-primary modal-offers__call-me" data-contact-id={contactId}>
          {t('fragments-bruger:::offer::call_me')}
        </button>
      ) : state === 'bid' ? (
        // Only while the company can still be chosen: afterwards the hint would be wrong.
        <p className="modal-offers__call-me-later">{t('fragments-bruger:::offer::call_me_after_choice')}</p>
      ) : null}
    </div>
  );
}
