// Sealed bids of a company: whether it may bid on a job now, placing a bid (contact 'bid' plus one
// active bid, in one transaction; the unique indexes settle a double click) and withdrawing it.
import type { BidBody } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import type { ContactState } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { openJobsQueries } from './open-jobs.js';
import { one, run } from '../../db/prepared-sql.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** Why a company may not bid: an error (404/403/409) or an info notification (already bid). */
export class BidRefusal extends AppError {
  constructor(
    statusCode: number,
    key: string,
    readonly notification: 'error' | 'info' = 'error',
  ) {
    super(statusCode, key);
  }
}

export interface BiddableJob {
  job_id: number;
  headline: string;
  user_id: number;
  status: string;
  personalized_company_id: number | null;
  contact_state: ContactState | null;
}

/** The job when this company may bid on it now; otherwise throws the BidRefusal to show. */
export function biddableJob(db: Db, companyId: number, jobId: number): BiddableJob {
  const job = one<BiddableJob>(
    db,
    `select j.id job_id, j.headline, j.user_id, j.status, j.personalized_company_id, ct.state contact_state
     from jobs j left join contacts ct on ct.job_id = j.id and ct.company_id = @company where j.id = @job`,
    { company: companyId, job: jobId },
  );
  if (!job || (job.personalized_company_id !== null && job.personalized_company_id !== companyId)) {
    throw new BidRefusal(404, 'fragments-firma:::errors::job_not_found');
  }
  if (job.contact_state === 'declined') throw new BidRefusal(409, 'fragments-firma:::bid::declined');
  if (job.contact_state !== null && job.contact_state !== 'withdrawn')
    throw new BidRefusal(409, 'fragments-firma:::bid::already_bid', 'info');
  if (job.status !== 'open') throw new BidRefusal(409, 'fragments-firma:::bid::job_closed');
  if (!openJobsQueries(db).visibleOpenJob(companyId, jobId))
    throw new BidRefusal(403, 'fragments-firma:::bid::not_your_category');
  return job;
}

/** Places the bid in one IMMEDIATE transaction; a second bid on the same job is a 409. */
export function placeBid(
  db: Db,
  companyId: number,
  body: BidBody,
): { job: BiddableJob; bidId: number; contactId: number } {
  const place = db.$client.transaction(() => {
    const job = biddableJob(db, companyId, body.job_id);
    const now = nowSeconds();
    const contact = one<{ id: number }>(
      db,
      `insert into contacts (job_id, company_id, state, created_at) values (@job, @company, 'bid', @now)
       on conflict (job_id, company_id) do update set state = 'bid' where contacts.state = 'withdrawn'
       returning id`,
      { job: body.job_id, company: companyId, now },
    );
    if (!contact) throw new BidRefusal(409, 'fragments-firma:::bid::already_bid', 'info');
    const bid = one<{ id: number }>(
      db,
      `insert into bids (contact_id, amount, min_estimate, max_estimate, discount, hours_amount, hours_discount, comment, created_at)
       values (@contact, @amount, @min, @max, @discount, @hours, @hoursDiscount, @comment, @now) returning id`,
      {
        contact: contact.id,
        amount: body.amount,
        min: body.min_estimate ?? null,
        max: body.max_estimate ?? null,
        discount: body.discount ?? null,
        hours: body.hours_amount ?? null,
        hoursDiscount: body.hours_discount ?? null,
        comment: (body.comment ?? '').trim(),
        now,
      },
    ) as { id: number };
    return { job, bidId: bid.id, contactId: contact.id };
  });
  try {
    return place.immediate();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BidRefusal(409, 'fragments-firma:::bid::already_bid', 'info');
    throw error;
  }
}

/** Withdraws the company's own active bid while the customer has not chosen anyone on it. */
export function withdrawBid(db: Db, companyId: number, bidId: number): void {
  db.$client
    .transaction(() => {
      const bid = one<{ contact_id: number; state: ContactState; withdrawn_at: number | null }>(
        db,
        `select ct.id contact_id, ct.state, b.withdrawn_at from bids b join contacts ct on ct.id = b.contact_id
         where b.id = @bid and ct.company_id = @company`,
        { bid: bidId, company: companyId },
      );
      if (!bid) throw new AppError(404, 'fragments-firma:::bid::not_found');
      if (bid.withdrawn_at !== null) throw new AppError(409, 'fragments-firma:::bid::already_withdrawn');
      if (bid.state !== 'bid') throw new AppError(409, 'fragments-firma:::bid::cannot_withdraw');
      run(db, 'update bids set withdrawn_at = @now where id = @bid and withdrawn_at is null', {
        bid: bidId,
        now: nowSeconds(),
      });
      run(db, `update contacts set state = 'withdrawn' where id = @contact and state = 'bid'`, {
        contact: bid.contact_id,
      });
    })
    .immediate();
}
