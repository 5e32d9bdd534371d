// The chosen company answers a won job (SPEC §4 "Won job"): confirm, refuse, or propose contract
// changes, while it has not confirmed (awaiting confirmation or changes proposed). One IMMEDIATE
// transaction each, with the customer's notice (job_confirmed, job_refused, contract_changes); the
// UPDATE names the state it leaves, so of many parallel calls exactly one changes the contact and
// the others are refused as the table (transitions.ts) says.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobPage } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import { contacts, contractChanges, jobs, messages, type ContactState } from '../../db/schema/index.js';
import { storedNumber } from '../../db/stored-value.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { notifyParty, type JobEvent } from '../../lib/notify-party.js';
import { inTransaction } from '../../lib/transaction.js';
import {
  assertContactMove,
  assertJobNotRemoved,
  contactRefusal,
  jobFrom,
  type ContactTransition,
} from './transitions.js';

const placeholder = sql.placeholder;

const statements = perDatabase((db) => ({
  own: db
    .select({
      contact_id: contacts.id,
      job_id: contacts.jobId,
      state: contacts.state,
      is_winner: storedNumber(contacts.isWinner),
      headline: jobs.headline,
      user_id: jobs.userId,
      removed_at: jobs.removedAt,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .where(and(eq(contacts.id, placeholder('contact')), eq(contacts.companyId, placeholder('company'))))
    .prepare(),
}));

export interface WonContact {
  contact_id: number;
  job_id: number;
  state: ContactState;
  is_winner: number;
  headline: string;
  user_id: number;
  /** When the administrator removed the job (issue 33), or null: then no answer is taken. */
  removed_at: number | null;
}

/** The company's contact it is chosen on; 404 for another's contact, 409 when it is not chosen. */
async function chosenOwnContact(db: Db, companyId: number, contactId: number): Promise<WonContact> {
  const contact: WonContact | undefined = await statements(db).own.get({
    contact: contactId,
    company: companyId,
  });
  if (!contact) throw new AppError(404, 'fragments-firma:::errors::contact_not_found');
  if (contact.is_winner !== 1) throw new AppError(409, 'fragments-firma:::errors::not_chosen');
  return contact;
}

export interface Company {
  id: number;
  name: string;
}

interface Answer {
  transition: ContactTransition & ('confirm' | 'refuse' | 'propose_changes');
  change: Partial<typeof contacts.$inferInsert>;
  event: JobEvent;
  params?: Record<string, string>;
  after?: (contact: WonContact) => Promise<void>;
}

/**
 * Runs one answer on the chosen company's unconfirmed contact: the change is set on the contact,
 * guarded by the state read here, `after` runs and the customer is told, in one transaction.
 */
function answerWonJob(fastify: FastifyInstance, company: Company, contactId: number, answer: Answer) {
  const { db } = fastify;
  return inTransaction(db, async () => {
    const contact = await chosenOwnContact(db, company.id, contactId);
    assertJobNotRemoved(answer.transition, contact.removed_at);
    assertContactMove(answer.transition, contact.state);
    const changed = (
      await db
        .update(contacts)
        .set(answer.change)
        .where(
          and(
            eq(contacts.id, contactId),
            eq(contacts.companyId, company.id),
            eq(contacts.isWinner, true),
            eq(contacts.state, contact.state),
          ),
        )
        .run()
    ).changes;
    if (changed === 0) throw contactRefusal(answer.transition, contact.state);
    await answer.after?.(contact);
    const params = { company: company.name, headline: contact.headline, ...answer.params };
    await notifyParty(fastify, contact.user_id, answer.event, params, jobPage(contact.job_id));
    return contact;
  });
}

/** Confirmed: also after proposed changes, once the customer agreed to them by message. */
export function confirmWonJob(fastify: FastifyInstance, company: Company, contactId: number) {
  return answerWonJob(fastify, company, contactId, {
    transition: 'confirm',
    change: { state: 'confirmed', companySeenSelection: true },
    event: 'job_confirmed',
  });
}

/** Refused: the contact is no longer the winner and the job is open for another choice. */
export function refuseWonJob(fastify: FastifyInstance, company: Company, contactId: number) {
  const { db } = fastify;
  return answerWonJob(fastify, company, contactId, {
    transition: 'refuse',
    change: { state: 'refused', isWinner: false, companySeenSelection: true },
    event: 'job_refused',
    after: async (contact) => {
      await db
        .update(jobs)
        .set({ status: 'open', closedAt: null })
        .where(and(eq(jobs.id, contact.job_id), inArray(jobs.status, jobFrom('reopen_after_refusal'))))
        .run();
    },
  });
}

/**
 * Changes proposed: kept in contract_changes and written into the conversation as the company's
 * message, so the customer reads them on the job page and answers there (the e-mail also has them).
 */
export function proposeContractChanges(
  fastify: FastifyInstance,
  company: Company,
  contactId: number,
  message: string,
) {
  const { db } = fastify;
  return answerWonJob(fastify, company, contactId, {
    transition: 'propose_changes',
    change: { state: 'changes_proposed', companySeenSelection: true },
    event: 'contract_changes',
    params: { message },
    after: async () => {
      const now = nowSeconds();
      await db.insert(contractChanges).values({ contactId, message, createdAt: now }).run();
      await db.insert(messages).values({ contactId, sender: 'company', body: message, createdAt: now }).run();
    },
  });
}
