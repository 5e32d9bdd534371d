// What the customer has done, newest first: their jobs (state, category, offers), the offers they
// received (company, state, amount), complaints, reviews written, and per conversation how many
// messages went each way and when — the service sends no message texts, so none can be shown.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCustomerReply } from '@opgavetorvet/contracts';
import { Badge, formatAmount, formatUnixDate } from '@opgavetorvet/ui';

interface SectionProps<T> {
  title: string;
  lead?: string;
  empty: string;
  items: readonly T[];
  keyOf: (item: T) => number;
  testId: string;
  children: (item: T) => ReactNode;
}

function ActivitySection<T>({ title, lead, empty, items, keyOf, testId, children }: SectionProps<T>) {
  return (
    <section className="stack kunder-section" data-testid={testId}>
      <h2 className="section-title">{title}</h2>
      {lead && <p className="muted">{lead}</p>}
      {items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="kunder-list">
          {items.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function CustomerActivity({ customer }: { customer: AdminCustomerReply }) {
  const { t, i18n } = useTranslation();
  const date = (at: number) => formatUnixDate(at, i18n.language);
  const k = (key: string, values?: Record<string, string | number>) => t(`admin:::kunder::${key}`, values);

  return (
    <div className="kunder-activity">
      <ActivitySection
        title={k('jobs')}
        empty={k('jobs_empty')}
        items={customer.jobs}
        keyOf={(job) => job.job_id}
        testId="kunde-jobs"
      >
        {(job) => (
          <>
            <strong>{job.headline}</strong> <Badge>{k(`job_status::${job.status}`)}</Badge>
            <span className="muted kunder-list__meta">
              {[job.category, date(job.created_at), k('offer_count', { count: job.offer_count })].join(' · ')}
            </span>
          </>
        )}
      </ActivitySection>
      <ActivitySection
        title={k('offers')}
        empty={k('offers_empty')}
        items={customer.offers}
        keyOf={(offer) => offer.contact_id}
        testId="kunde-offers"
      >
        {(offer) => (
          <>
            <strong>{offer.company}</strong> <Badge tone="info">{k(`offer_state::${offer.state}`)}</Badge>
            <span className="muted kunder-list__meta">
              {[
                offer.headline,
                offer.amount === null ? null : k('amount', { amount: formatAmount(offer.amount) }),
                date(offer.created_at),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </>
        )}
      </ActivitySection>
      <ActivitySection
        title={k('complaints')}
        empty={k('complaints_empty')}
        items={customer.complaints}
        keyOf={(complaint) => complaint.complaint_id}
        testId="kunde-complaints"
      >
        {(complaint) => (
          <>
            <strong>{complaint.company_name}</strong>{' '}
            <Badge>{k(`complaint_status::${complaint.status}`)}</Badge>
            <span className="muted kunder-list__meta">{date(complaint.created_at)}</span>
          </>
        )}
      </ActivitySection>
      <ActivitySection
        title={k('reviews')}
        empty={k('reviews_empty')}
        items={customer.reviews}
        keyOf={(review) => review.review_id}
        testId="kunde-reviews"
      >
        {(review) => (
          <>
            <strong>{review.title}</strong>
            <span className="muted kunder-list__meta">
              {[review.company, k('rating', { rating: review.rating }), date(review.created_at)].join(' · ')}
            </span>
          </>
        )}
      </ActivitySection>
      <ActivitySection
        title={k('threads')}
        lead={k('threads_lead')}
        empty={k('threads_empty')}
        items={customer.threads}
        keyOf={(thread) => thread.contact_id}
        testId="kunde-threads"
      >
        {(thread) => (
          <>
            <strong>{thread.company}</strong> <span>{thread.headline}</span>
            <span className="muted kunder-list__meta">
              {k('thread_counts', { sent: thread.sent, received: thread.received })} ·{' '}
              {k('thread_dates', { first: date(thread.first_at), last: date(thread.last_at) })}
            </span>
          </>
        )}
      </ActivitySection>
    </div>
  );
}
