// Sealed bids of a company: whether it may bid on a job now, placing a bid (contact 'bid' plus one
// active bid, in one transaction; the unique indexes settle a double click) and withdrawing it.
import type { BidBody } from '@opgavetorvet/contracts';
import { inTransaction } from '../../lib/transaction.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import { bids, contacts, type ContactState } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { SEEN_BY_COMPANY } from '../../db/queries/job-visibility.js';
import { one } from '../../db/prepared-sql.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

const placeholder = sql.placeholder;

/** The bid's statements, prepared once per database (the bid is a hot path). */
const statements = perDatabase((db) => ({
  // A withdrawn contact becomes a bid again; any other existing contact returns no row.
  contact: db
    .insert(contacts)
    .values({
      jobId: placeholder('job'),
      companyId: placeholder('company'),
      state: 'bid',
      createdAt: placeholder('now'),
    })
    .onConflictDoUpdate({
      target: [contacts.jobId, contacts.companyId],
      set: { state: 'bid' },
      setWhere: eq(contacts.state, 'withdrawn'),
    })
    .returning({ id: contacts.id })
    .prepare(),
  bid: db
    .insert(bids)
    .values({
      contactId: placeholder('contact'),
      amount: placeholder('amount'),
      minEstimate: placeholder('min'),
      maxEstimate: placeholder('max'),
      discount: placeholder('discount'),
      hoursAmount: placeholder('hours'),
      hoursDiscount: placeholder('hoursDiscount'),
      comment: placeholder('comment'),
      createdAt: placeholder('now'),
    })
    .returning({ id: bids.id })
    .prepare(),
  ownBid: db
    .select({ contact_id: contacts.id, state: contacts.state, withdrawn_at: bids.withdrawnAt })
    .from(bids)
    .innerJoin(contacts, eq(contacts.id, bids.contactId))
    .where(and(eq(bids.id, placeholder('bid')), eq(contacts.companyId, placeholder('company'))))
    .prepare(),
  withdraw: db
    .update(bids)
    .set({ withdrawnAt: sql`${placeholder('now')}` })
    .where(and(eq(bids.id, placeholder('bid')), isNull(bids.withdrawnAt)))
    .prepare(),
  contactWithdrawn: db
    .update(contacts)
    .set({ state: 'withdrawn' })
    .where(and(eq(contacts.id, placeholder('contact')), eq(contacts.state, 'bid')))
    .prepare(),
}));

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
  contact_state: ContactState | null;
  /** Whether the administrator has blocked the bidding company (it cannot bid). */
  company_blocked: number | boolean | null;
  /** The parts of "who may see this job" (db/queries/job-visibility.ts), each refused with its own text. */
  is_open: number | boolean;
  in_categories: number | boolean;
  addressed: number | boolean;
}

/**
 * The job with what decides whether this company may bid on it, in one statement (the bid is a hot
 * path): the company's own contact on it, whether the company is blocked, and each part of the rule
 * the open-jobs list applies (open, in its categories, addressed to no other company).
 */
const BIDDABLE_JOB_SQL = `select j.id job_id, j.headline, j.user_id, ct.state contact_state,
    (select co.blocked_at is not null from companies co where co.id = @company) company_blocked,
    ${SEEN_BY_COMPANY.open} is_open, ${SEEN_BY_COMPANY.inCategories} in_categories,
    ${SEEN_BY_COMPANY.addressed} addressed
  from jobs j left join contacts ct on ct.job_id = j.id and ct.company_id = @company
  where j.id = @job`;

/** The job when this company may bid on it now; otherwise throws the BidRefusal to show. */
export async function biddableJob(db: Db, companyId: number, jobId: number): Promise<BiddableJob> {
  const job = await one<BiddableJob>(db, BIDDABLE_JOB_SQL, { company: companyId, job: jobId });
  if (job?.company_blocked) throw new BidRefusal(403, 'errors:::company_blocked');
  if (!job?.addressed) throw new BidRefusal(404, 'fragments-firma:::errors::job_not_found');
  if (job.contact_state === 'declined') throw new BidRefusal(409, 'fragments-firma:::bid::declined');
  if (job.contact_state !== null && job.contact_state !== 'withdrawn')
    throw new BidRefusal(409, 'fragments-firma:::bid::already_bid', 'info');
  if (!job.is_open) throw new BidRefusal(409, 'fragments-firma:::bid::job_closed');
  if (!job.in_categories) throw new BidRefusal(403, 'fragments-firma:::bid::not_your_category');
  return job;
}

/** Places the bid in one IMMEDIATE transaction; a second bid on the same job is a 409. */
export async function placeBid(
  db: Db,
  companyId: number,
  body: BidBody,
): Promise<{ job: BiddableJob; bidId: number; contactId: number }> {
  const place = () =>
    inTransaction(db, async () => {
      const job = await biddableJob(db, companyId, body.job_id);
      const now = nowSeconds();
      const contact = await statements(db).contact.get({ job: body.job_id, company: companyId, now });
      if (!contact) throw new BidRefusal(409, 'fragments-firma:::bid::already_bid', 'info');
      const bid = (await statements(db).bid.get({
        contact: contact.id,
        amount: body.amount,
        min: body.min_estimate ?? null,
        max: body.max_estimate ?? null,
        discount: body.discount ?? null,
        hours: body.hours_amount ?? null,
        hoursDiscount: body.hours_discount ?? null,
        comment: (body.comment ?? '').trim(),
        now,
      })) as { id: number };
      return { job, bidId: bid.id, contactId: contact.id };
    });
  try {
    return await place();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BidRefusal(409, 'fragments-firma:::bid::already_bid', 'info');
    throw error;
  }
}

/** Withdraws the company's own active bid while the customer has not chosen anyone on it. */
export async function withdrawBid(db: Db, companyId: number, bidId: number): Promise<void> {
  await inTransaction(db, async () => {
    const bid = await statements(db).ownBid.get({ bid: bidId, company: companyId });
    if (!bid) throw new AppError(404, 'fragments-firma:::bid::not_found');
    if (bid.withdrawn_at !== null) throw new AppError(409, 'fragments-firma:::bid::already_withdrawn');
    if (bid.state !== 'bid') throw new AppError(409, 'fragments-firma:::bid::cannot_withdraw');
    await statements(db).withdraw.run({ bid: bidId, now: nowSeconds() });
    await statements(db).contactWithdrawn.run({ contact: bid.contact_id });
  });
}
