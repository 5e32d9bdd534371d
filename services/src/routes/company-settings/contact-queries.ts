// The won contact behind the SMS button: read only when it is this company's winning contact on a
// job still in progress, with the customer's name and phone; and the dates the SMS announced.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { companies, contacts, jobs, users } from '../../db/schema/index.js';

/** Contact states of a won job that is not yet finished, refused or cancelled. */
export const WON_IN_PROGRESS = ['awaiting_confirmation', 'confirmed', 'changes_proposed'] as const;

export function wonContact(db: Db, companyId: number, contactId: number) {
  return db
    .select({
      id: contacts.id,
      headline: jobs.headline,
      customerName: users.name,
      customerPhone: users.phone,
      companyName: companies.name,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(users, eq(users.id, jobs.userId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(
      and(
        eq(contacts.id, contactId),
        eq(contacts.companyId, companyId),
        eq(contacts.isWinner, true),
        inArray(contacts.state, [...WON_IN_PROGRESS]),
      ),
    )
    .get();
}

export function saveSmsDates(db: Db, companyId: number, contactId: number, start: number, end: number, sentAt: number): void {
  db.update(contacts)
    .set({ expectedStartAt: start, expectedEndAt: end, smsSentAt: sentAt })
    .where(and(eq(contacts.id, contactId), eq(contacts.companyId, companyId)))
    .run();
}
