// The customer chooses the company of one contact as the job's supplier (SPEC §4): the contact
// becomes the winner awaiting the company's confirmation and the job 'assigned', in one
// transaction with the company's notice ('supplier_chosen') and the choice written into the
// conversation, and the street address she gives kept on the job (issue 32). A former winner that
// refused, or let 96 hours pass unconfirmed, gives way. The
// partial unique index on is_winner makes a second, parallel choice fail (409).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGES } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { ownContact, type OwnContact } from '../../db/queries/contacts.js';
import {
  bids,
  contacts,
  jobs,
  messages,
  users,
  type ContactState,
  type JobStatus,
} from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { inTransaction } from '../../lib/transaction.js';
import { notifyParty } from '../../lib/notify-party.js';
import { nowSeconds } from '../../lib/danish.js';
import { assertContactMove, contactFrom, contactRefusal, jobFrom } from './transitions.js';

/** After this long without the chosen company's confirmation the customer may choose another. */
export const UNCONFIRMED_SECONDS = 96 * 60 * 60;

type Winner = { state: ContactState; selectedAt: number | null };

/** The chosen company has not confirmed within 96 hours: it gives way to the customer's next choice. */
export const hasLapsed = (winner: Winner, now: number): boolean =>
  winner.state === 'awaiting_confirmation' &&
  winner.selectedAt !== null &&
  winner.selectedAt <= now - UNCONFIRMED_SECONDS;

/** A job whose chosen company refused it, or did not confirm it within 96 hours, can get another supplier. */
export const canChooseAgain = (status: JobStatus, winner: Winner | undefined, now: number): boolean =>
  status === 'open' ||
  (status === 'assigned' && winner !== undefined && (winner.state === 'refused' || hasLapsed(winner, now)));

const hasStandingBid = sql`exists (select 1 from ${bids} where ${bids.contactId} = ${contacts.id} and ${bids.withdrawnAt} is null)`;

export interface SupplierChoice {
  userId: number;
  jobId: number;
  contactId: number;
  headline: string;
  /** The choice as Opgavetorvet's note in the conversation (Danish, like every stored message). */
  systemText: string;
  /** Where the job is done (issue 32): kept on the job for the chosen company, and on a profile without one. */
  streetAddress?: string | undefined;
}

/** Keeps the street address on the job (only its chosen company reads it) and on a profile that has none. */
async function keepStreetAddress(db: Db, choice: SupplierChoice): Promise<void> {
  const street = choice.streetAddress?.trim();
  if (!street) return;
  await db
    .update(jobs)
    .set({ streetAddress: street })
    .where(and(eq(jobs.id, choice.jobId), eq(jobs.userId, choice.userId)))
    .run();
  await db
    .update(users)
    .set({ streetAddress: street })
    .where(and(eq(users.id, choice.userId), or(isNull(users.streetAddress), eq(users.streetAddress, ''))))
    .run();
}

/** Makes the contact the winner; throws AppError (rolled back) when the job cannot get it. */
async function choose(db: Db, choice: SupplierChoice): Promise<OwnContact> {
  const { userId, jobId, contactId } = choice;
  const contact = await ownContact(db, contactId, userId, jobId);
  if (!contact) throw new AppError(404, 'errors:::offer_not_found');
  const winner = await db
    .select({ id: contacts.id, state: contacts.state, selectedAt: contacts.selectedAt })
    .from(contacts)
    .where(and(eq(contacts.jobId, jobId), eq(contacts.isWinner, true)))
    .get();
  if (winner?.id === contactId)
    throw new AppError(409, 'errors:::supplier_is_chosen', { company: contact.companyName });
  const now = nowSeconds();
  if (!canChooseAgain(contact.jobStatus, winner, now)) {
    throw new AppError(409, winner ? 'errors:::supplier_already_chosen' : 'errors:::job_not_open');
  }
  const company = { company: contact.companyName };
  assertContactMove('choose_supplier', contact.state, company);
  // A company that refused the job, or let 96 hours pass unconfirmed, gives way to the next choice
  // (the unconfirmed one counts as refused).
  if (winner)
    await db
      .update(contacts)
      .set({ isWinner: false, state: 'refused' })
      .where(and(eq(contacts.id, winner.id), inArray(contacts.state, contactFrom('give_way'))))
      .run();
  const chosen = (
    await db
      .update(contacts)
      .set({ isWinner: true, state: 'awaiting_confirmation', selectedAt: now, companySeenSelection: false })
      .where(
        and(
          eq(contacts.id, contactId),
          inArray(contacts.state, contactFrom('choose_supplier')),
          hasStandingBid,
        ),
      )
      .run()
  ).changes;
  if (chosen === 0) throw contactRefusal('choose_supplier', contact.state, company);
  await db
    .update(jobs)
    .set({ status: 'assigned' })
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.userId, userId),
        inArray(jobs.status, jobFrom('assign')),
        isNull(jobs.closedAt),
      ),
    )
    .run();
  await keepStreetAddress(db, choice);
  await db
    .insert(messages)
    .values({ contactId, sender: 'system', body: choice.systemText, createdAt: now })
    .run();
  return contact;
}

/** Chooses the supplier and tells the company, in one transaction. */
export async function chooseSupplier(fastify: FastifyInstance, choice: SupplierChoice): Promise<OwnContact> {
  try {
    return await inTransaction(fastify.db, async () => {
      const chosen = await choose(fastify.db, choice);
      await notifyParty(
        fastify,
        chosen.companyUserId,
        'supplier_chosen',
        { headline: choice.headline, company: chosen.companyName },
        PAGES.firmaVundne,
      );
      return chosen;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'contacts.job_id'))
      throw new AppError(409, 'errors:::supplier_already_chosen');
    throw err;
  }
}
