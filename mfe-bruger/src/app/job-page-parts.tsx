// The customer's job page composed from the features that act on a job: opening it again after it
// expired, closing it, the chosen company's booking confirmation, complaining, reviewing the company that finished it (its rating from the
// account data), writing to a company that made an offer and inviting companies.
// Features do not import each other; the app puts them together here.
import { useMemo } from 'react';
import type { JobPageReply } from '@opgavetorvet/contracts';
import { useCustomerAccountQuery } from '../features/account/api/account-api';
import { BookingCheckButton } from '../features/booking-check/components/booking-check-button';
import { CloseJobButton } from '../features/close-job/components/close-job-button';
import { ComplaintButton } from '../features/complaint/components/complaint-button';
import { InviteCompanies } from '../features/invitations/components/invite-companies';
import { MessageThreadButton } from '../features/messages/components/message-thread-button';
import { OpgavePage } from '../features/opgave/components/opgave-page';
import { ReopenJob } from '../features/reopen-job/components/reopen-job';
import { ReviewSection } from '../features/reviews/components/review-section';

function JobActions({ page }: { page: JobPageReply }) {
  const finished = page.contacts.some((contact) => contact.state === 'finished');
  const { data } = useCustomerAccountQuery(undefined, { skip: !finished });
  const ratings = useMemo(
    () =>
      new Map(
        (data?.bookings ?? []).flatMap((b) => (b.review ? [[b.contact_id, b.review.rating] as const] : [])),
      ),
    [data],
  );
  const winner = page.contacts.find((contact) => contact.contact_id === page.state.winner_contact_id);
  return (
    <>
      <ReopenJob page={page} />
      <div className="form-actions" data-testid="job-actions">
        <CloseJobButton page={page} />
        {winner && <BookingCheckButton contactId={winner.contact_id} />}
        <ComplaintButton companyName={winner?.company.name} />
      </div>
      {finished && (!data ? null : <ReviewSection page={page} ratings={ratings} />)}
    </>
  );
}

export function OpgaveRoutePage() {
  return (
    <OpgavePage
      afterFacts={(page) => <JobActions page={page} />}
      offerActions={(page, contact) => (
        <MessageThreadButton
          contactId={contact.contact_id}
          jobId={page.job.job_id}
          companyName={contact.company.name}
        />
      )}
      afterOffers={(page) => <InviteCompanies page={page} />}
    />
  );
}
