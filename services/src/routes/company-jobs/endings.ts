// The chosen company ends a won job (SPEC §4): finish with the final price, or ask to cancel with
// a reason (awaiting the administrator), or undo that request. Each is one IMMEDIATE transaction
// whose UPDATEs name the state they leave, so a repeated or parallel call changes nothing twice.
import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../lib/transaction.js';
import type { Db } from '../../db/open.js';
import { cancellations, contacts, jobs, reviews, type ContactState } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { CANCELLABLE_STATES, assertCanFinish, type CancelFields } from './rules.js';

export interface ChosenContact {
  contact_id: number;
  job_id: number;
  state: ContactState;
  user_id: number;
  headline: string;
}

/** This company's contact on the job while it is the chosen one; 404 otherwise. */
export async function chosenContact(db: Db, companyId: number, jobId: number): Promise<ChosenContact> {
  const contact: ChosenContact | undefined = await db
    .select({
      contact_id: contacts.id,
      job_id: contacts.jobId,
      state: contacts.state,
      user_id: jobs.userId,
      headline: jobs.headline,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .where(and(eq(contacts.jobId, jobId), eq(contacts.companyId, companyId), eq(contacts.isWinner, true)))
    .get();
  if (!contact) throw new AppError(404, 'fragments-firma:::errors::not_chosen');
  return contact;
}

export interface ReviewRow {
  rating: number;
  title: string;
  text: string;
  author_name: string;
  created_at: number;
}

export type FinishOutcome =
  { finished: true; contact: ChosenContact } | { finished: false; review: ReviewRow };

/** Finishes a confirmed job at the price; a rated job is not finished (its review is returned). */
export function finishJob(
  db: Db,
  companyId: number,
  jobId: number,
  priceOre: number,
): Promise<FinishOutcome> {
  return inTransaction(db, async (): Promise<FinishOutcome> => {
    const contact = await chosenContact(db, companyId, jobId);
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
    assertCanFinish(contact.state);
    const now = nowSeconds();
    const changed = (
      await db
        .update(contacts)
        .set({ state: 'finished', finishedPriceOre: priceOre, finishedAt: now })
        .where(
          and(
            eq(contacts.id, contact.contact_id),
            eq(contacts.state, 'confirmed'),
            eq(contacts.isWinner, true),
          ),
        )
        .run()
    ).changes;
    if (changed === 0) throw new AppError(409, 'fragments-firma:::finish::already_finished');
    await db.update(jobs).set({ status: 'finished', closedAt: now }).where(eq(jobs.id, jobId)).run();
    return { finished: true, contact };
  });
}

/** Records a pending cancel request and sets the contact 'cancel_pending', keeping its state for undo. */
export function requestCancel(
  db: Db,
  companyId: number,
  jobId: number,
  fields: CancelFields,
): Promise<ChosenContact> {
  return inTransaction(db, async () => {
    const contact = await chosenContact(db, companyId, jobId);
    if (contact.state === 'cancel_pending')
      throw new AppError(409, 'fragments-firma:::cancel::already_pending');
    if (!CANCELLABLE_STATES.includes(contact.state))
      throw new AppError(409, 'fragments-firma:::cancel::not_possible');
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
    if (changed === 0) throw new AppError(409, 'fragments-firma:::cancel::already_pending');
    return contact;
  });
}

export interface WithdrawnCancel {
  previous_state: ContactState;
  job_id: number;
  user_id: number;
  headline: string;
}

/**
 * Withdraws the pending cancel request of the company's own contact; the contact's state returns.
 * Gives the job and its customer, who was told of the request and is told of this too.
 */
export function undoCancel(db: Db, companyId: number, contactId: number): Promise<WithdrawnCancel> {
  return inTransaction(db, async () => {
    const pending = await db
      .select({
        id: cancellations.id,
        previous_state: cancellations.previousState,
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
          eq(contacts.companyId, companyId),
          eq(cancellations.status, 'pending'),
        ),
      )
      .get();
    if (!pending) {
      const own = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.id, contactId), eq(contacts.companyId, companyId)))
        .get();
      throw own
        ? new AppError(409, 'fragments-firma:::cancel::nothing_pending')
        : new AppError(404, 'fragments-firma:::errors::contact_not_found');
    }
    const now = nowSeconds();
    await db
      .update(cancellations)
      .set({ status: 'withdrawn', decidedAt: now })
      .where(and(eq(cancellations.id, pending.id), eq(cancellations.status, 'pending')))
      .run();
    await db
      .update(contacts)
      .set({ state: pending.previous_state })
      .where(and(eq(contacts.id, contactId), eq(contacts.state, 'cancel_pending')))
      .run();
    const { id: _id, ...withdrawn } = pending;
    return withdrawn;
  });
}
