// The job as its customer's page shows it (the reply of the customer's own page, read by the
// service for the job's customer), plain and read-only: the facts, description and answers, the
// number of photos, every company with its state, offer and conversation, and the invitations.
import { useTranslation } from 'react-i18next';
import type { JobPageContact, JobPageReply } from '@opgavetorvet/contracts';
import { Badge, Card, formatAmount, formatUnixDate, formatUnixDateTime } from '@opgavetorvet/ui';

function Offer({ contact }: { contact: JobPageContact }) {
  const { t } = useTranslation();
  const bid = contact.bid;
  return (
    <li className="opgave-offer" data-testid="opgave-offer">
      <div className="opgave-offer__head">
        <strong>{contact.company.name}</strong>
        <Badge tone={contact.is_winner ? 'success' : 'neutral'}>
          {t(`admin:::opgaver::contact_states::${contact.state}`)}
        </Badge>
        {contact.is_winner && <span className="muted">{t('admin:::opgaver::chosen')}</span>}
      </div>
      <p className="opgave-offer__bid">
        {bid === null && t('admin:::opgaver::no_bid')}
        {bid !== null && bid.withdrawn && t('admin:::opgaver::withdrawn_bid')}
        {bid !== null &&
          !bid.withdrawn &&
          t('admin:::opgaver::offer_amount', { amount: formatAmount(bid.amount) })}
        {bid !== null && bid.comment && <span className="muted"> · {bid.comment}</span>}
      </p>
      {contact.messages.length > 0 && (
        <details>
          <summary>{t('admin:::opgaver::messages', { count: contact.messages.length })}</summary>
          <ol className="opgave-thread">
            {contact.messages.map((message) => (
              <li
                key={message.message_id}
                className={`opgave-thread__message opgave-thread__message--${message.sender}`}
              >
                <span className="muted">{formatUnixDateTime(message.created_at)}</span>
                <p>{message.body}</p>
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

export function JobView({ page }: { page: JobPageReply }) {
  const { t, i18n } = useTranslation();
  const { job } = page;
  return (
    <Card className="stack opgave-view" data-testid="opgave-view">
      <h2 className="section-title">{t('admin:::opgaver::as_customer')}</h2>
      <p className="muted">
        {t('admin:::opgaver::facts', {
          category: job.category_name,
          zip: job.zip,
          city: job.city,
          date: formatUnixDate(job.created_at, i18n.language),
        })}
      </p>
      <h3 className="opgave-view__heading">{t('admin:::opgaver::description')}</h3>
      <p className="opgave-view__description">{job.description}</p>
      {page.attributes.length > 0 && (
        <>
          <h3 className="opgave-view__heading">{t('admin:::opgaver::answers')}</h3>
          <dl className="opgave-view__answers">
            {page.attributes.map((answer) => (
              <div key={`${answer.attribute_id}-${answer.value}`}>
                <dt>{answer.name}</dt>
                <dd>
                  {answer.value}
                  {answer.unit ? ` ${answer.unit}` : ''}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {page.photos.length > 0 && <p>{t('admin:::opgaver::photos', { count: page.photos.length })}</p>}
      <h3 className="opgave-view__heading">{t('admin:::opgaver::offers')}</h3>
      {page.contacts.length === 0 && <p className="muted">{t('admin:::opgaver::no_offers')}</p>}
      {page.contacts.length > 0 && (
        <ul className="opgave-offers">
          {page.contacts.map((contact) => (
            <Offer key={contact.contact_id} contact={contact} />
          ))}
        </ul>
      )}
      {page.invitations.length > 0 && (
        <>
          <h3 className="opgave-view__heading">{t('admin:::opgaver::invitations')}</h3>
          <ul className="opgave-invitations">
            {page.invitations.map((invited) => (
              <li key={invited.company_id}>{invited.company_name}</li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
