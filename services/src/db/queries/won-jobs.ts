// Reads of a company's won jobs (its bookings: every contact it was chosen on) shared by the won-jobs
// list as JSON (company-jobs) and the won-jobs tab (bookings): one page with what the list shows, the
// ticket threads of the overdue ones, and marking a booking's selection as seen when it is opened.
// Prepared statements; the prices are this company's own, never another company's.
import { BOOKINGS_PAGE_SIZE } from '@opgavetorvet/contracts';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../open.js';
import { perDatabase } from '../per-database.js';
import {
  bids,
  cancellations,
  categories,
  contacts,
  jobs,
  reviews,
  tickets,
  users,
  zipCodes,
  type ContactState,
} from '../schema/index.js';
import { storedNumber } from '../stored-value.js';

const placeholder = sql.placeholder;
const chosen = and(eq(contacts.companyId, placeholder('company')), isNotNull(contacts.selectedAt));
/** The newest decided cancel request of the contact. */
const decided = alias(cancellations, 'x');
// Inside sql`` an alias renders as its name only, so its table is named there: from cancellations "d".
const newestDecided = alias(cancellations, 'd');

const statements = perDatabase((db) => ({
  total: db.select({ n: count() }).from(contacts).where(chosen).prepare(),
  page: db
    .select({
      contact_id: contacts.id,
      job_id: contacts.jobId,
      headline: jobs.headline,
      category_name: categories.name,
      zip: jobs.zip,
      city: sql<string>`coalesce(${zipCodes.city}, '')`,
      customer_name: users.name,
      state: contacts.state,
      is_winner: storedNumber(contacts.isWinner),
      company_seen_selection: storedNumber(contacts.companySeenSelection),
      // Chosen contacts have a selection time (the where clause).
      selected_at: sql<number>`${contacts.selectedAt}`,
      appointment_at: contacts.appointmentAt,
      bid_amount: sql<
        number | null
      >`(select ${bids.amount} from ${bids} where ${bids.contactId} = ${contacts.id}
        order by ${bids.withdrawnAt} is not null, ${bids.id} desc limit 1)`,
      finished_price_ore: contacts.finishedPriceOre,
      rated: sql<number>`exists(select 1 from ${reviews} where ${reviews.contactId} = ${contacts.id})`,
      job_status: jobs.status,
      expected_start_at: contacts.expectedStartAt,
      expected_end_at: contacts.expectedEndAt,
      sms_sent_at: contacts.smsSentAt,
      company_comment: sql<string>`coalesce(${contacts.companyComment}, '')`,
      cancel_status: sql<'approved' | 'rejected' | null>`${decided.status}`,
      cancel_reason: decided.decisionReason,
      cancel_decided_at: decided.decidedAt,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .innerJoin(users, eq(users.id, jobs.userId))
    .leftJoin(zipCodes, eq(zipCodes.zip, jobs.zip))
    .leftJoin(
      decided,
      sql`${decided.id} = (select ${newestDecided.id} from ${cancellations} ${sql.identifier('d')} where ${newestDecided.contactId} = ${contacts.id}
        and ${newestDecided.status} in ('approved', 'rejected') order by ${newestDecided.decidedAt} desc, ${newestDecided.id} desc limit 1)`,
    )
    .where(chosen)
    .orderBy(desc(contacts.selectedAt), desc(contacts.id))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare(),
  tickets: db
    .select({
      contact_id: tickets.contactId,
      sender: tickets.sender,
      text: tickets.text,
      created_at: tickets.createdAt,
    })
    .from(tickets)
    .where(
      and(
        eq(tickets.companyId, placeholder('company')),
        sql`${tickets.contactId} in (select value from json_each(${placeholder('ids')}))`,
      ),
    )
    .orderBy(asc(tickets.createdAt), asc(tickets.id))
    .prepare(),
  seen: db
    .update(contacts)
    .set({ companySeenSelection: true })
    .where(
      and(
        eq(contacts.id, placeholder('contact')),
        eq(contacts.companyId, placeholder('company')),
        eq(contacts.isWinner, true),
        eq(contacts.companySeenSelection, false),
      ),
    )
    .prepare(),
}));

export interface WonJobRow {
  contact_id: number;
  job_id: number;
  headline: string;
  category_name: string;
  zip: string;
  city: string;
  customer_name: string;
  state: ContactState;
  is_winner: number;
  company_seen_selection: number;
  selected_at: number;
  appointment_at: number | null;
  bid_amount: number | null;
  finished_price_ore: number | null;
  rated: number;
  job_status: string;
  expected_start_at: number | null;
  expected_end_at: number | null;
  sms_sent_at: number | null;
  company_comment: string;
  /** The newest decided cancel request on the contact ('approved' or 'rejected'), its reason and time. */
  cancel_status: 'approved' | 'rejected' | null;
  cancel_reason: string | null;
  cancel_decided_at: number | null;
}

/** One page of won jobs with what the won tab shows; the prices are this company's own. */
export async function wonJobsPage(
  db: Db,
  companyId: number,
  page: number,
  pageSize = BOOKINGS_PAGE_SIZE,
): Promise<{ rows: WonJobRow[]; total: number }> {
  const params = { company: companyId, limit: pageSize, offset: (page - 1) * pageSize };
  const total = (await statements(db).total.get(params))?.n ?? 0;
  const rows: WonJobRow[] = await statements(db).page.all(params);
  return { rows, total };
}

export interface TicketRow {
  contact_id: number;
  sender: 'staff' | 'company' | 'user';
  text: string;
  created_at: number;
}

/** The ticket threads of these contacts of the company, oldest first (the won list's overdue jobs). */
export async function ticketsOfContacts(
  db: Db,
  companyId: number,
  contactIds: number[],
): Promise<TicketRow[]> {
  if (contactIds.length === 0) return [];
  return await statements(db).tickets.all({ company: companyId, ids: JSON.stringify(contactIds) });
}

/** Opening a booking: the chosen company has now seen that it was chosen (the unseen dot goes). */
export async function markSelectionSeen(db: Db, companyId: number, contactId: number): Promise<void> {
  await statements(db).seen.run({ contact: contactId, company: companyId });
}
