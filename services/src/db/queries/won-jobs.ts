// Reads of a company's won jobs (its bookings: every contact it was chosen on): the one page of the
// won-jobs list that GET /api/firma/vundne answers and /firma/vundne_tab2 draws as html (issue 29: one
// query, one data function for both), and marking a booking's selection as seen when it is opened.
// A page is a fixed four statements whatever its rows: the total, the page with everything its
// cards show (one join), the ticket threads of its contacts and the photos of its jobs (issue 30).
// Prices are this company's own.
import { BOOKINGS_PAGE_SIZE, type WonJobItem, type WonJobsReply } from '@opgavetorvet/contracts';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { dialectOf, fragment } from '../engine/dialect.js';
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
import { nowSeconds } from '../../lib/danish.js';
import { isOverdue } from '../../lib/won-jobs.js';
import { filesOf } from './files.js';

const placeholder = sql.placeholder;
/**
 * The company's bookings, the rows of both of its lists (the won jobs here, the booking sidebar in
 * routes/bookings): the contacts it was chosen on, for the statement's 'company' placeholder.
 */
export const chosenByCompany = and(
  eq(contacts.companyId, placeholder('company')),
  isNotNull(contacts.selectedAt),
);
/** The order of both lists: the newest choice first. */
export const newestChoiceFirst = [desc(contacts.selectedAt), desc(contacts.id)] as const;
/** The newest decided cancel request of the contact. */
const decided = alias(cancellations, 'x');
// Inside sql`` an alias renders as its name only, so its table is named there: from cancellations "d".
const newestDecided = alias(cancellations, 'd');

const statements = perDatabase((db) => ({
  total: db.select({ n: count() }).from(contacts).where(chosenByCompany).prepare(),
  page: db
    .select({
      contact_id: contacts.id,
      job_id: contacts.jobId,
      headline: jobs.headline,
      category_name: categories.name,
      zip: jobs.zip,
      city: sql<string>`coalesce(${zipCodes.city}, '')`,
      // The street address the customer gave (issue 32): the chosen company's alone, not one that gave way.
      street_address: sql<string | null>`case when ${contacts.isWinner} = 1 then ${jobs.streetAddress} end`,
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
      // Removed by Opgavetorvet (issue 33): the job's own columns, in the same join.
      removed_at: jobs.removedAt,
      removed_reason: jobs.removedReason,
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
    .where(chosenByCompany)
    .orderBy(...newestChoiceFirst)
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
        fragment(dialectOf(db).inIdList, tickets.contactId, placeholder('ids')),
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

interface WonJobRow {
  contact_id: number;
  job_id: number;
  headline: string;
  category_name: string;
  zip: string;
  city: string;
  street_address: string | null;
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
  /** When Opgavetorvet removed the job and why (issue 33); null while it is not removed. */
  removed_at: number | null;
  removed_reason: string | null;
}

interface TicketRow {
  contact_id: number;
  sender: 'staff' | 'company' | 'user';
  text: string;
  created_at: number;
}

/** The ticket threads of these contacts of the company, each oldest first, by contact. */
async function ticketsByContact(
  db: Db,
  companyId: number,
  contactIds: number[],
): Promise<Map<number, WonJobItem['tickets']>> {
  const threads = new Map<number, WonJobItem['tickets']>(contactIds.map((id) => [id, []]));
  if (contactIds.length === 0) return threads;
  const rows: TicketRow[] = await statements(db).tickets.all({
    company: companyId,
    ids: JSON.stringify(contactIds),
  });
  for (const { contact_id, ...ticket } of rows) threads.get(contact_id)?.push(ticket);
  return threads;
}

/**
 * A row as the list shows it: flags as booleans, overdue as of `now`, its tickets and photos, the
 * decision, and Opgavetorvet's removal of the job.
 */
function wonJobItem(
  row: WonJobRow,
  tickets: WonJobItem['tickets'],
  photos: WonJobItem['photos'],
  now: number,
): WonJobItem {
  const {
    job_status: _status,
    cancel_status,
    cancel_reason,
    cancel_decided_at,
    removed_at,
    removed_reason,
    ...rest
  } = row;
  const isWinner = row.is_winner === 1;
  return {
    ...rest,
    is_winner: isWinner,
    company_seen_selection: row.company_seen_selection === 1,
    rated: row.rated === 1,
    overdue: isOverdue({ isWinner, state: row.state, expectedEndAt: row.expected_end_at }, now),
    tickets,
    photos,
    cancel_decision:
      cancel_status === null
        ? null
        : { status: cancel_status, reason: cancel_reason ?? '', decided_at: cancel_decided_at ?? 0 },
    removal: removed_at === null ? null : { at: removed_at, reason: removed_reason ?? '' },
  };
}

/**
 * One page of the company's won jobs, newest choice first, as GET /api/firma/vundne answers it (and
 * /firma/vundne_tab2 draws it): a page past the end has no jobs.
 */
export async function wonJobs(
  db: Db,
  companyId: number,
  page: number,
  now: number = nowSeconds(),
): Promise<WonJobsReply> {
  const pageSize = BOOKINGS_PAGE_SIZE;
  const params = { company: companyId, limit: pageSize, offset: (page - 1) * pageSize };
  const total = (await statements(db).total.get(params))?.n ?? 0;
  const rows: WonJobRow[] = await statements(db).page.all(params);
  const tickets = await ticketsByContact(
    db,
    companyId,
    rows.map((row) => row.contact_id),
  );
  const photos = await filesOf(db, { jobIds: rows.map((row) => row.job_id) });
  const jobs = rows.map((row) =>
    wonJobItem(row, tickets.get(row.contact_id) ?? [], photos.get(row.job_id) ?? [], now),
  );
  return { jobs, page, page_size: pageSize, total };
}

/** Opening a booking: the chosen company has now seen that it was chosen (the unseen dot goes). */
export async function markSelectionSeen(db: Db, companyId: number, contactId: number): Promise<void> {
  await statements(db).seen.run({ contact: contactId, company: companyId });
}
