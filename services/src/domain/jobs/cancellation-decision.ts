// The administrator decides a company's pending cancellation request, with a reason. One
// transaction of conditional updates (only a pending request, only a contact still awaiting the
// decision): approve cancels the contact and the job; reject restores the contact's state from
// before the request. Approving a request that says the customer wants a new company (optionnewone)
// cancels the contact and puts the job back out for bids instead. The decision is written into the
// company's conversation, to the audit log, and both sides are told by e-mail and SMS.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGES, jobPage } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import {
  cancellations,
  companies,
  contacts,
  jobs,
  messages,
  type ContactState,
  type JobStatus,
} from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { nowSeconds } from '../../lib/danish.js';
import { notifyParty } from '../../lib/notify-party.js';
import { KEEP_OPEN_DAYS } from '../../lib/reminders/keep-open.js';
import { DAY } from '../../lib/reminders/once.js';
import { inTransaction } from '../../lib/transaction.js';
import { contactFrom, contactRefusal, jobFrom } from './transitions.js';

/**
 * An approved request saying the customer wants a new company ('Kunden ønsker et nyt firma')
 * puts the job back out for bids. Not a personalised order: it was addressed to the cancelling
 * company alone, and opening it to every company is the customer's choice, not ours (it is
 * cancelled as before; she can post the job anew).
 */
export function putsBackOutForBids(request: {
  optionNewOne: boolean;
  personalizedCompanyId: number | null;
}): boolean {
  // Boolean(): a stored flag may come back as 1 or 0 (PostgreSQL keeps it as a number).
  return Boolean(request.optionNewOne) && request.personalizedCompanyId === null;
}

/**
 * The assigned job on approval: cancelled and closed; or, back out for bids, open again (as after
 * a company's refusal) for KEEP_OPEN_DAYS from now, so an old job does not expire at once.
 */
export function approvedJobChange(backOutForBids: boolean, now: number) {
  return backOutForBids
    ? {
        transition: 'back_out_for_bids' as const,
        status: 'open' as const,
        closedAt: null,
        openUntil: now + KEEP_OPEN_DAYS * DAY,
      }
    : { transition: 'cancel' as const, status: 'cancelled' as const, closedAt: now };
}

export interface CancellationDecision {
  id: number;
  approve: boolean;
  reason: string;
  adminId: number;
}

export interface Decided {
  jobId: number;
  headline: string;
  contactState: ContactState;
  jobStatus: JobStatus;
  /** Approved with the customer wanting a new company: the job is open for offers again. */
  backOutForBids: boolean;
}

interface DecidedRow extends Decided {
  customerId: number;
  companyUserId: number;
  companyName: string;
}

async function decide(db: Db, decision: CancellationDecision, systemText: (headline: string) => string) {
  const { id, approve, reason } = decision;
  const row = await db
    .select({
      contactId: contacts.id,
      previousState: cancellations.previousState,
      jobId: jobs.id,
      jobStatus: jobs.status,
      customerId: jobs.userId,
      headline: jobs.headline,
      companyUserId: companies.userId,
      companyName: companies.name,
      optionNewOne: cancellations.optionNewOne,
      personalizedCompanyId: jobs.personalizedCompanyId,
    })
    .from(cancellations)
    .innerJoin(contacts, eq(contacts.id, cancellations.contactId))
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(eq(cancellations.id, id))
    .get();
  if (!row) throw new AppError(404, 'errors:::cancellation_not_found');
  const transition = approve ? 'approve_cancel' : 'reject_cancel';
  const now = nowSeconds();
  const decided = (
    await db
      .update(cancellations)
      .set({
        status: approve ? 'approved' : 'rejected',
        decisionReason: reason,
        decidedByUserId: decision.adminId,
        decidedAt: now,
      })
      .where(and(eq(cancellations.id, id), eq(cancellations.status, 'pending')))
      .run()
  ).changes;
  if (decided === 0) throw contactRefusal(transition, null);
  const contactState: ContactState = approve ? 'cancelled' : row.previousState;
  let jobStatus = row.jobStatus;
  let backOut = false;
  if (approve) {
    const { transition: jobChange, ...change } = approvedJobChange(putsBackOutForBids(row), now);
    const changed = (
      await db
        .update(jobs)
        .set(change)
        .where(and(eq(jobs.id, row.jobId), inArray(jobs.status, jobFrom(jobChange))))
        .run()
    ).changes;
    if (changed > 0) jobStatus = change.status;
    backOut = changed > 0 && change.status === 'open';
  }
  const moved = (
    await db
      .update(contacts)
      // Back out for bids, the company gives way as one that refused the job does: not the winner.
      .set(backOut ? { state: contactState, isWinner: false } : { state: contactState })
      .where(and(eq(contacts.id, row.contactId), inArray(contacts.state, contactFrom(transition))))
      .run()
  ).changes;
  if (moved === 0) throw contactRefusal(transition, null);
  await db
    .insert(messages)
    .values({ contactId: row.contactId, sender: 'system', body: systemText(row.headline), createdAt: now })
    .run();
  await recordAudit(db, {
    actorId: decision.adminId,
    action: 'cancellation.decide',
    targetType: 'cancellation',
    targetId: id,
    before: { status: 'pending', contact_state: 'cancel_pending', job_status: row.jobStatus },
    after: {
      status: approve ? 'approved' : 'rejected',
      reason,
      contact_state: contactState,
      job_status: jobStatus,
      ...(backOut ? { back_out_for_bids: true } : {}),
    },
  });
  const result: DecidedRow = { ...row, contactState, jobStatus, backOutForBids: backOut };
  return result;
}

/** Decides the request and tells both sides, in one transaction. */
export async function decideCancellation(
  fastify: FastifyInstance,
  decision: CancellationDecision,
): Promise<Decided> {
  const { approve, reason } = decision;
  const systemKey = approve
    ? 'fragments-beskeder:::system::cancel_approved'
    : 'fragments-beskeder:::system::cancel_rejected';
  const systemText = (headline: string) => fastify.translate('da-DK', systemKey, { headline, reason });
  const event = approve ? 'cancel_approved' : 'cancel_rejected';
  return await inTransaction(fastify.db, async () => {
    const decided = await decide(fastify.db, decision, systemText);
    const params = { headline: decided.headline, reason, company: decided.companyName };
    // The customer who wants a new company is told that her job is open for offers again; after
    // a rejection she is told in her own words that the job goes on with the company.
    await notifyParty(
      fastify,
      decided.customerId,
      decided.backOutForBids ? 'cancel_approved_new_company' : event,
      params,
      jobPage(decided.jobId),
      approve ? undefined : 'cancel_rejected_customer',
    );
    await notifyParty(fastify, decided.companyUserId, event, params, PAGES.firmaVundne);
    const { jobId, headline, contactState, jobStatus, backOutForBids } = decided;
    return { jobId, headline, contactState, jobStatus, backOutForBids };
  });
}
