// The chosen company ends a won job (SPEC §4): finish with the final price, or ask to cancel with a
// reason (awaiting the administrator), or undo that request. Each is one IMMEDIATE transaction with
// the customer's notice (job_finished, cancel_requested, cancel_withdrawn), whose UPDATEs name the
// state they leave (transitions.ts), so a repeated or parallel call changes nothing twice.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobPage } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { cancellations, contacts, jobs, reviews, type ContactState } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { notifyParty } from '../../lib/notify-party.js';
import { inTransaction } from '../../lib/transaction.js';
import {
  assertContactMove,
  assertJobNotRemoved,
  contactFrom,
  contactRefusal,
  jobFrom,
} from './transitions.js';
import type { Company } from './won-answers.js';

export interface ChosenContact {
  contact_id: number;
  job_id: number;
  state: ContactState;
  user_id: number;
  headline: string;
  /** When the administrator removed the job (issue 33), or null. */
  removed_at: number | null;
}

/** This company's contact on the job while it is the chosen one; 404 otherwise. */
async function chosenContact(db: Db, companyId: number, jobId: number): Promise<ChosenContact> {
  const contact: ChosenContact | undefined = await db
    .select({
      contact_id: contacts.id,
      job_id: contacts.jobId,
      state: contacts.state,
      user_id: jobs.userId,
      headline: jobs.headline,
      removed_at: jobs.removedAt,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .where(and(eq(contacts.jobId, jobId), eq(contacts.companyId, companyId), eq(contacts.isWinner, true)))
    .get();
  if (!contact) throw new AppError(404, 'fragments-firma:::errors::not_chosen');
  return contact;
}

/** The customer's page of the job, where every notice about it leads. */

export interface ReviewRow {
  rating: number;
  title: string;
  text: string;
  author_name: string;
  created_at: number;
}

export type FinishOutcome =
  { finished: true; contact: ChosenContact } | { finished: false; review: ReviewRow };

/**
 * Finishes a confirmed job at the price (øre; `price` is its text for the notice) and, when given,
 * the day it was done (unix seconds: the booking's date from then on); a rated job is not finished
 * (its review is returned).
 */
export function finishJob(
  fastify: FastifyInstance,
  company: Company,
  jobId: number,
  priceOre: number,
  price: string,
  appointmentAt: number | null = null,
): Promise<FinishOutcome> {
  const { db } = fastify;
  return inTransaction(db, async (): Promise<FinishOutcome> => {
    const contact = await chosenContact(db, company.id, jobId);
    assertJobNotRemoved('finish', contact.removed_at);
    const review: ReviewRow | undefined = await db
      .select({
        rating: reviews.rating,
        title: reviews.title,
        text: reviews.text,
        author_name: reviews.authorName,
        created_at: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.contactId, contact.contact_id))
      .get();
    if (review) return { finished: false, review };
    assertContactMove('finish', contact.state);
    const now = nowSeconds();
    const changed = (
      await db
        .update(contacts)
        .set({
          state: 'finished',
          finishedPriceOre: priceOre,
          finishedAt: now,
          ...(appointmentAt === null ? {} : { appointmentAt }),
        })
        .where(
          and(
            eq(contacts.id, contact.contact_id),
            inArray(contacts.state, contactFrom('finish')),
            eq(contacts.isWinner, true),
          ),
        )
        .run()
    ).changes;
    if (changed === 0) throw contactRefusal('finish', 'finished');
    await db
      .update(jobs)
      .set({ status: 'finished', closedAt: now })
      .where(and(eq(jobs.id, jobId), inArray(jobs.status, jobFrom('finish'))))
      .run();
    const params = { company: company.name, headline: contact.headline, price };
    await notifyParty(fastify, contact.user_id, 'job_finished', params, jobPage(jobId));
    return { finished: true, contact };
  });
}

export interface CancelFields {
  text: string;
  option: number;
  newOne: boolean;
  appointmentAt: number | null;
}

/** Records a pending cancel request and sets the contact 'cancel_pending', keeping its state for undo. */
export function requestCancel(
  fastify: FastifyInstance,
  company: Company,
  jobId: number,
  fields: CancelFields,
): Promise<ChosenContact> {
  const { db } = fastify;
  return inTransaction(db, async () => {
    const contact = await chosenContact(db, company.id, jobId);
    assertContactMove('request_cancel', contact.state);
    const now = nowSeconds();
    await db
      .insert(cancellations)
      .values({
        contactId: contact.contact_id,
        text: fields.text,
        optionSelect: fields.option,
        optionNewOne: fields.newOne,
        appointmentAt: fields.appointmentAt,
        status: 'pending',
        previousState: contact.state,
        createdAt: now,
      })
      .run();
    const changed = (
      await db
        .update(contacts)
        .set({ state: 'cancel_pending' })
        .where(and(eq(contacts.id, contact.contact_id), eq(contacts.state, contact.state)))
        .run()
    ).changes;
    if (changed === 0) throw contactRefusal('request_cancel', 'cancel_pending');
    const params = { company: company.name, headline: contact.headline, reason: fields.text };
    await notifyParty(fastify, contact.user_id, 'cancel_requested', params, jobPage(contact.job_id));
    return contact;
  });
}

/**
 * Withdraws the pending cancel request of the company's own contact; the contact's state returns.
 * Its customer, who was told of the request, is told of this too.
 */
export function undoCancel(fastify: FastifyInstance, company: Company, contactId: number): Promise<void> {
  const { db } = fastify;
  return inTransaction(db, async () => {
    const pending = await db
      .select({
        id: cancellations.id,
        previous_state: cancellations.previousState,
        state: contacts.state,
        job_id: jobs.id,
        user_id: jobs.userId,
        headline: jobs.headline,
      })
      .from(cancellations)
      .innerJoin(contacts, eq(contacts.id, cancellations.contactId))
      .innerJoin(jobs, eq(jobs.id, contacts.jobId))
      .where(
        and(
          eq(cancellations.contactId, contactId),
          eq(contacts.companyId, company.id),
          eq(cancellations.status, 'pending'),
        ),
      )
      .get();
    if (!pending) {
      const own = await db
        .select({ state: contacts.state })
        .from(contacts)
        .where(and(eq(contacts.id, contactId), eq(contacts.companyId, company.id)))
        .get();
      if (!own) throw new AppError(404, 'fragments-firma:::errors::contact_not_found');
      throw contactRefusal('undo_cancel', own.state);
    }
    assertContactMove('undo_cancel', pending.state);
    const now = nowSeconds();
    await db
      .update(cancellations)
      .set({ status: 'withdrawn', decidedAt: now })
      .where(and(eq(cancellations.id, pending.id), eq(cancellations.status, 'pending')))
      .run();
    await db
      .update(contacts)
      .set({ state: pending.previous_state })
      .where(and(eq(contacts.id, contactId), inArray(contacts.state, contactFrom('undo_cancel'))))
      .run();
    const params = { company: company.name, headline: pending.headline };
    await notifyParty(fastify, pending.user_id, 'cancel_withdrawn', params, jobPage(pending.job_id));
  });
}
