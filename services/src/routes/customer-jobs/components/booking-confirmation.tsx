// The printable booking confirmation of a chosen company (/ajax/bruger/show_check): the job, both
// parties' contact details (they reach each other once the company is chosen), the price and dates.
// A fact without a value prints no line: a company without an address (issue 31) shows none.
import type { Translate } from '../../../lib/translator.js';
import type { BidRow, OwnContact } from '../../../db/queries/contacts.js';
import { dateText, kroner } from '../rules.js';

interface BookingConfirmationProps {
  t: Translate;
  lang: string;
  contact: OwnContact;
  customer: { name: string; email: string; phone: string | null };
  city: string;
  /** The company's street, zip and town as one line (its details'), '' when it has none. */
  companyAddress: string;
  bid: BidRow | undefined;
}

/** One fact; with `href` (tel:, mailto:) the value is a link, so the other party is one tap away. */
function Row({ label, value, href }: { label: string; value: string; href?: string }) {
  return value ? (
    <div className="booking-check__row">
      <dt>{label}</dt>
      <dd>{href ? <a href={href}>{value}</a> : value}</dd>
    </div>
  ) : null;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function BookingConfirmation({
  t,
  lang,
  contact,
  customer,
  city,
  companyAddress,
  bid,
}: BookingConfirmationProps) {
  const k = (key: string) => t(`fragments-bruger:::check::${key}`);
  return (
    <article className="booking-check" data-contact-id={contact.id}>
      <h2>{t('fragments-bruger:::check::title', { job_id: contact.jobId })}</h2>
      <p className="booking-check__headline">{contact.headline}</p>
      <dl>
        <Row label={k('place')} value={`${contact.jobZip} ${city}`.trim()} />
        <Row label={k('state')} value={t(`fragments-bruger:::state::${contact.state}`)} />
        <Row label={k('chosen_at')} value={contact.selectedAt ? dateText(contact.selectedAt, lang) : ''} />
        <Row
          label={k('appointment')}
          value={contact.appointmentAt ? dateText(contact.appointmentAt, lang) : ''}
        />
        <Row label={k('price')} value={bid ? kroner(bid.amount) : ''} />
      </dl>
      <section className="booking-check__party">
        <h3>{k('company')}</h3>
        <dl>
          <Row label={k('name')} value={contact.companyName} />
          <Row label={k('cvr')} value={contact.companyCvr ?? ''} />
          <Row label={k('address')} value={companyAddress} />
          <Row
            label={k('phone')}
            value={contact.companyPhone ?? ''}
            href={telHref(contact.companyPhone ?? '')}
          />
          <Row label={k('email')} value={contact.companyEmail} href={`mailto:${contact.companyEmail}`} />
        </dl>
      </section>
      <section className="booking-check__party">
        <h3>{k('customer')}</h3>
        <dl>
          <Row label={k('name')} value={customer.name} />
          <Row label={k('phone')} value={customer.phone ?? ''} />
          <Row label={k('email')} value={customer.email} />
        </dl>
      </section>
      <button type="button" className="btn booking-check__print" data-action="print">
        {k('print')}
      </button>
    </article>
  );
}
