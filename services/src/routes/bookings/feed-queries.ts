// What the calendar feed reads: the company behind a feed (not a blocked one) and the dates of its
// confirmed bookings — the 'job' events of contacts it won and confirmed — with the job's headline
// and place (with the street address the customer gave the chosen company, issue 32) and the
// customer it may call (the chosen company has the customer's contact details).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { calendarEvents, companies, contacts, jobs, users, zipCodes } from '../../db/schema/index.js';

export interface FeedBooking {
  eventId: number;
  contactId: number;
  startsAt: number;
  endsAt: number | null;
  headline: string;
  /** The street address the customer gave for the chosen company (issue 32), null without one. */
  street: string | null;
  zip: string;
  city: string | null;
  customerName: string;
  customerPhone: string | null;
}

/** The name of the company whose feed it is, unless it is blocked (its feed then answers as unknown). */
export async function feedCompanyName(db: Db, companyId: number): Promise<string | null> {
  const row = await db
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.blockedAt)))
    .get();
  return row?.name ?? null;
}

/** Every dated confirmed booking of the company, in time order. */
export async function confirmedBookingDates(db: Db, companyId: number): Promise<FeedBooking[]> {
  return await db
    .select({
      eventId: calendarEvents.id,
      contactId: contacts.id,
      startsAt: calendarEvents.startsAt,
      endsAt: calendarEvents.endsAt,
      headline: jobs.headline,
      street: jobs.streetAddress,
      zip: jobs.zip,
      city: zipCodes.city,
      customerName: users.name,
      customerPhone: users.phone,
    })
    .from(calendarEvents)
    .innerJoin(
      contacts,
      and(eq(contacts.id, calendarEvents.contactId), eq(contacts.companyId, calendarEvents.companyId)),
    )
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(users, eq(users.id, jobs.userId))
    .leftJoin(zipCodes, eq(zipCodes.zip, jobs.zip))
    .where(
      and(
        eq(calendarEvents.companyId, companyId),
        eq(calendarEvents.type, 'job'),
        eq(contacts.isWinner, true),
        eq(contacts.state, 'confirmed'),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .all();
}
