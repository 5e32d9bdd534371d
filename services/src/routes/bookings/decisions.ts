// The chosen company answers a won job (SPEC §4 "Won job"): confirm, refuse, or propose contract
// changes, while it has not confirmed (awaiting confirmation or changes proposed). One IMMEDIATE
// transaction each; the UPDATE names the state it leaves, so of many parallel calls exactly one
// changes the contact and the others get 409.
import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../lib/transaction.js';
import type { Db } from '../../db/open.js';
import { contacts, contractChanges, jobs, messages } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { ownContact, type OwnContact } from './queries.js';
import { canAnswerWonJob } from './rules.js';

/** The company's contact it is chosen on; 404 for another's contact, 409 when it is not chosen. */
async function chosenOwnContact(db: Db, companyId: number, contactId: number): Promise<OwnContact> {
  const contact = await ownContact(db, companyId, contactId);
  if (!contact) throw new AppError(404, 'fragments-firma:::errors::contact_not_found');
  if (contact.is_winner !== 1) throw new AppError(409, 'fragments-firma:::errors::not_chosen');
  return contact;
}

/** Why a decision is refused in this state (409). */
function notAwaiting(contact: OwnContact): AppError {
  return new AppError(
    409,
    contact.state === 'confirmed'
      ? 'fragments-firma:::won::already_confirmed'
      : 'fragments-firma:::won::not_awaiting',
  );
}

/**
 * Runs one answer on the chosen company's unconfirmed contact: `change` is set on the contact, guarded
 * by the state read here, then `after` runs in the same transaction.
 */
function answerWonJob(
  db: Db,
  companyId: number,
  contactId: number,
  change: Partial<typeof contacts.$inferInsert>,
  after: (contact: OwnContact) => Promise<void> | void = () => {},
): Promise<OwnContact> {
  return inTransaction(db, async () => {
    const contact = await chosenOwnContact(db, companyId, contactId);
    if (!canAnswerWonJob(contact.state)) throw notAwaiting(contact);
    const changed = (
      await db
        .update(contacts)
        .set(change)
        .where(
          and(
            eq(contacts.id, contactId),
            eq(contacts.companyId, companyId),
            eq(contacts.isWinner, true),
            eq(contacts.state, contact.state),
          ),
        )
        .run()
    ).changes;
    if (changed === 0) throw notAwaiting(contact);
    await after(contact);
    return contact;
  });
}

/** Confirmed: also after proposed changes, once the customer agreed to them by message. */
export function confirmJob(db: Db, companyId: number, contactId: number): Promise<OwnContact> {
  return answerWonJob(db, companyId, contactId, { state: 'confirmed', companySeenSelection: true });
}

/** Refused: the contact is no longer the winner and the job is open for another choice. */
export function refuseJob(db: Db, companyId: number, contactId: number): Promise<OwnContact> {
  return answerWonJob(
    db,
    companyId,
    contactId,
    { state: 'refused', isWinner: false, companySeenSelection: true },
    async (contact) => {
      await db
        .update(jobs)
        .set({ status: 'open', closedAt: null })
        .where(and(eq(jobs.id, contact.job_id), eq(jobs.status, 'assigned')))
        .run();
    },
  );
}

/**
 * Changes proposed: kept in contract_changes and written into the conversation as the company's
 * message, so the customer reads them on the job page and answers there (the e-mail also has them).
 */
export function proposeChanges(
  db: Db,
  companyId: number,
  contactId: number,
  message: string,
): Promise<OwnContact> {
  return answerWonJob(
    db,
    companyId,
    contactId,
    { state: 'changes_proposed', companySeenSelection: true },
    async () => {
      const now = nowSeconds();
      await db.insert(contractChanges).values({ contactId, message, createdAt: now }).run();
      await db.insert(messages).values({ contactId, sender: 'company', body: message, createdAt: now }).run();
    },
  );
}
