// The won contact behind the SMS button: read only when it is this company's winning contact on a
// job still in progress, with the customer's name and phone; and the dates the SMS announced,
// which also put the job into the company's calendar (one 'job' event per contact, replaced).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { calendarEvents, companies, contacts, jobs, users, zipCodes } from '../../db/schema/index.js';
import { WON_IN_PROGRESS } from '../../lib/won-jobs.js';

export async function wonContact(db: Db, companyId: number, contactId: number) {
  return await db
    .select({
      id: contacts.id,
      headline: jobs.headline,
      customerName: users.name,
      customerPhone: users.phone,
      companyName: companies.name,
      zip: jobs.zip,
      city: zipCodes.city,
      removedAt: jobs.removedAt,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(users, eq(users.id, jobs.userId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .leftJoin(zipCodes, eq(zipCodes.zip, jobs.zip))
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

export type WonContact = NonNullable<Awaited<ReturnType<typeof wonContact>>>;

/** Stores the announced dates and makes them the booking's calendar event, in one transaction. */
export async function saveSmsDates(
  db: Db,
  companyId: number,
  contact: WonContact,
  start: number,
  end: number,
  sentAt: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(contacts)
      .set({ expectedStartAt: start, expectedEndAt: end, smsSentAt: sentAt })
      .where(and(eq(contacts.id, contact.id), eq(contacts.companyId, companyId)))
      .run();
    await tx
      .delete(calendarEvents)
      .where(
        and(
          eq(calendarEvents.contactId, contact.id),
          eq(calendarEvents.companyId, companyId),
          eq(calendarEvents.type, 'job'),
        ),
      )
      .run();
    await tx
      .insert(calendarEvents)
      .values({
        companyId,
        contactId: contact.id,
        title: contact.headline,
        description: `${contact.customerName}, ${contact.zip} ${contact.city ?? ''}`.trim(),
        type: 'job',
        startsAt: start,
        endsAt: end,
      })
      .run();
  });
}
