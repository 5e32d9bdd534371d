// /bruger/opgave/:jobId: the customer's job with its facts and attributes, and every offer with
// its company, prices, state, the answers 'Vælg firma' / 'Tak, men nej tak' and the messages; where
// the job stands and the customer's control of it (issue 32: edit, addition, withdraw).
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { JobPageContact, JobPageReply } from '@opgavetorvet/contracts';
import { EmptyState, ErrorArea, PageTitle, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useJobPageQuery } from '../api/job-page-api';
import { JobControl } from './job-control';
import { JobFacts } from './job-facts';
import { JobTitleBar } from './job-title-bar';
import { OfferCard } from './offer-card';

/**
 * Parts other features add to the page (composed in app/): after the facts, on each offer after its
 * 'Info', after the offers.
 */
interface OpgavePageProps {
  afterFacts?: (page: JobPageReply) => ReactNode;
  offerActions?: (page: JobPageReply, contact: JobPageContact) => ReactNode;
  afterOffers?: (page: JobPageReply) => ReactNode;
}

export function OpgavePage({ afterFacts, offerActions, afterOffers }: OpgavePageProps = {}) {
  const { t } = useTranslation();
  const jobId = Number(useParams().jobId);
  const valid = Number.isInteger(jobId) && jobId > 0;
  const { data, isLoading, error } = useJobPageQuery(jobId, { skip: !valid });
  const back = <Link to={paths.opgaver}>{t('bruger:::job::back')}</Link>;
  const status = error && 'status' in error ? error.status : null;

  if (isLoading) return <Spinner />;
  if (!valid || status === 404 || (!data && !error))
    return <EmptyState title={t('bruger:::job::not_found')} action={back} />;
  if (error || !data) return <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} />;
  const withBids = data.contacts.filter((contact) => contact.bid !== null);
  // Counted as on /bruger/opgaver: offers that still stand (not withdrawn, not declined); they come
  // first, the ones declined or withdrawn after them, under the line that counts those.
  const stands = (c: (typeof withBids)[number]) =>
    !c.bid?.withdrawn && c.state !== 'withdrawn' && c.state !== 'declined';
  const standingOffers = withBids.filter(stands);
  const offers = [...standingOffers, ...withBids.filter((c) => !stands(c))];
  const standing = standingOffers.length;
  const answered = offers.length - standing;
  return (
    <section className="stack" data-testid="bruger-opgave">
      <p className="back-link">{back}</p>
      <PageTitle text={data.job.headline} shortenOnMobile />
      <JobTitleBar headline={data.job.headline} />
      <JobFacts page={data} />
      <JobControl page={data} />
      {afterFacts?.(data)}
      <h2 className="section-title">{t('bruger:::offers::title', { count: standing })}</h2>
      {answered > 0 && <p className="muted">{t('bruger:::offers::not_standing', { count: answered })}</p>}
      {offers.length === 0 ? (
        // A job withdrawn or removed gets no offers: no promise that one will come.
        data.job.status !== 'cancelled' && (
          <EmptyState title={t('bruger:::offers::empty_title')} text={t('bruger:::offers::empty_text')} />
        )
      ) : (
        <div className="stack">
          {offers.map((contact) => (
            <OfferCard
              key={contact.contact_id}
              job={data.job}
              contact={contact}
              canChoose={data.state.can_choose}
              actions={offerActions?.(data, contact)}
            />
          ))}
        </div>
      )}
      {afterOffers?.(data)}
    </section>
  );
}
