// A company's sealed bid and the customer's answer to it: whether the company may bid on a job now,
// placing the bid (the contact 'bid' plus one active bid; the unique indexes settle a double click),
// withdrawing it, and the customer declining it. Each checks its entry in transitions.ts, writes
// with the states it leaves in its WHERE, and queues its notice in the caller's transaction.
import { PAGES, jobPage, type BidBody } from '@opgavetorvet/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conflictColumns } from '../../db/engine/dialect.js';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import { one } from '../../db/prepared-sql.js';
import { SEEN_BY_COMPANY } from '../../db/queries/job-visibility.js';
import { bids, contacts, messages, type ContactState } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { notifyParty } from '../../lib/notify-party.js';
import { inTransaction } from '../../lib/transaction.js';
import {
  StateRefusal,
  assertContactMove,
  assertJobNotRemoved,
  contactFrom,
  contactRefusal,
} from './transitions.js';

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
      target: conflictColumns(contacts.jobId, contacts.companyId),
      set: { state: 'bid' },
      setWhere: inArray(contacts.state, contactFrom('place_bid')),
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
    .where(and(eq(contacts.id, placeholder('contact')), inArray(contacts.state, contactFrom('withdraw_bid'))))
    .prepare(),
}));

export interface BiddableJob {
  job_id: number;
  headline: string;
  user_id: number;
  contact_state: ContactState | null;
  /** Whether the administrator has blocked the bidding company (it cannot bid). */
  company_blocked: number | boolean | null;
  /** When the administrator removed the job (issue 33), or null. */
  removed_at: number | null;
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
const BIDDABLE_JOB_SQL = `select j.id job_id, j.headline, j.user_id, ct.state contact_state, j.removed_at,
    (select co.blocked_at is not null from companies co where co.id = @company) company_blocked,
    ${SEEN_BY_COMPANY.open} is_open, ${SEEN_BY_COMPANY.inCategories} in_categories,
    ${SEEN_BY_COMPANY.addressed} addressed
  from jobs j left join contacts ct on ct.job_id = j.id and ct.company_id = @company
  where j.id = @job`;

/** The job when this company may bid on it now; otherwise throws the StateRefusal to show. */
export async function biddableJob(db: Db, companyId: number, jobId: number): Promise<BiddableJob> {
  const job = await one<BiddableJob>(db, BIDDABLE_JOB_SQL, { company: companyId, job: jobId });
  if (job?.company_blocked) throw new StateRefusal(403, 'errors:::company_blocked');
  if (!job?.addressed) throw new StateRefusal(404, 'fragments-firma:::errors::job_not_found');
  assertJobNotRemoved('place_bid', job.removed_at);
  assertContactMove('place_bid', job.contact_state);
  if (!job.is_open) throw new StateRefusal(409, 'fragments-firma:::bid::job_closed');
  if (!job.in_categories) throw new StateRefusal(403, 'fragments-firma:::bid::not_your_category');
  return job;
}

/**
 * Places the bid in one IMMEDIATE transaction and tells the customer ('new_bid', without the
 * price); a second bid on the same job is refused as place_bid's table entry says.
 */
export async function placeBid(
  fastify: FastifyInstance,
  company: { id: number; name: string },
  body: BidBody,
): Promise<{ job: BiddableJob; bidId: number; contactId: number }> {
  const { db } = fastify;
  const place = () =>
    inTransaction(db, async () => {
      const job = await biddableJob(db, company.id, body.job_id);
      const now = nowSeconds();
      const contact = await statements(db).contact.get({ job: body.job_id, company: company.id, now });
      if (!contact) throw contactRefusal('place_bid', 'bid');
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
      const params = { company: company.name, headline: job.headline };
      await notifyParty(fastify, job.user_id, 'new_bid', params, jobPage(body.job_id));
      return { job, bidId: bid.id, contactId: contact.id };
    });
  try {
    return await place();
  } catch (error) {
    if (isUniqueViolation(error)) throw contactRefusal('place_bid', 'bid');
    throw error;
  }
}

/** Withdraws the company's own active bid while the customer has not chosen anyone on it. */
export async function withdrawBid(db: Db, companyId: number, bidId: number): Promise<void> {
  await inTransaction(db, async () => {
    const bid = await statements(db).ownBid.get({ bid: bidId, company: companyId });
    if (!bid) throw new AppError(404, 'fragments-firma:::bid::not_found');
    if (bid.withdrawn_at !== null) throw new AppError(409, 'fragments-firma:::bid::already_withdrawn');
    assertContactMove('withdraw_bid', bid.state);
    await statements(db).withdraw.run({ bid: bidId, now: nowSeconds() });
    await statements(db).contactWithdrawn.run({ contact: bid.contact_id });
  });
}

export interface DeclinedBid {
  contactId: number;
  companyUserId: number;
  headline: string;
  companyName: string;
}

/**
 * The customer declines the bid with her answer (stored as her message with its option) and the
 * company is told ('bid_declined'); undefined when the contact is no longer a bid (a replay).
 */
export async function declineBid(
  fastify: FastifyInstance,
  contact: DeclinedBid,
  body: string,
  option: string,
): Promise<typeof messages.$inferSelect | undefined> {
  const { db } = fastify;
  return await inTransaction(db, async () => {
    const changed = (
      await db
        .update(contacts)
        .set({ state: 'declined' })
        .where(and(eq(contacts.id, contact.contactId), inArray(contacts.state, contactFrom('decline_bid'))))
        .run()
    ).changes;
    if (changed === 0) return undefined;
    const row = await db
      .insert(messages)
      .values({ contactId: contact.contactId, sender: 'user', body, option, createdAt: nowSeconds() })
      .returning()
      .get();
    const params = { headline: contact.headline, reason: body, company: contact.companyName };
    await notifyParty(fastify, contact.companyUserId, 'bid_declined', params, PAGES.firmaBeskeder);
    return row;
  });
}
