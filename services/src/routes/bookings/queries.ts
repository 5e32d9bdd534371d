// Reads of the company's bookings: every contact it was ever chosen on (selected_at set), newest
// choice first, searchable by headline, job id or customer name, and the own contact a won-job answer
// acts on. The sidebar's list is a hot path: prepared statements over the
// contacts_company_selected_idx index. One page of won jobs is db/queries/won-jobs.ts.
import { BOOKINGS_PAGE_SIZE } from '@opgavetorvet/contracts';
import { and, desc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import {
  calendarEvents,
  companies,
  contacts,
  jobs,
  users,
  type ContactState,
} from '../../db/schema/index.js';
import { storedNumber } from '../../db/stored-value.js';
import { OFF_CALENDAR_STATES } from './rules.js';

export { BOOKINGS_PAGE_SIZE };

const placeholder = sql.placeholder;
const search = placeholder('search');
/** The search word (lower-cased already) in the headline or the customer's name, or the job id. */
const SEARCH = sql`(instr(da_lower(${jobs.headline}), ${search}) > 0 or cast(${contacts.jobId} as text) = ${search}
  or instr(da_lower(${users.name}), ${search}) > 0)`;
const chosenBy = (company: ReturnType<typeof placeholder>) =>
  and(eq(contacts.companyId, company), isNotNull(contacts.selectedAt));
const newestChoiceFirst = [desc(contacts.selectedAt), desc(contacts.id)] as const;

const statements = perDatabase((db) => {
  /** One page of the sidebar: without a search word, or with one (then the customer is joined). */
  const page = (withSearch: boolean) => {
    const from = db
      .select({
        contact_id: contacts.id,
        headline: jobs.headline,
        state: contacts.state,
        company_seen_selection: storedNumber(contacts.companySeenSelection),
        // A booking that will not be carried out shows no appointment (its events leave the calendar).
        exist_calendar: sql<number>`(${notInArray(contacts.state, [...OFF_CALENDAR_STATES])} and exists(select 1 from ${calendarEvents} where ${calendarEvents.contactId} = ${contacts.id}))`,
      })
      .from(contacts)
      .innerJoin(jobs, eq(jobs.id, contacts.jobId));
    const joined = withSearch ? from.innerJoin(users, eq(users.id, jobs.userId)) : from;
    return joined
      .where(and(chosenBy(placeholder('company')), withSearch ? SEARCH : undefined))
      .orderBy(...newestChoiceFirst)
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare();
  };
  return {
    page: page(false),
    searchPage: page(true),
    all: db
      .select({ contact_id: contacts.id, headline: jobs.headline })
      .from(contacts)
      .innerJoin(jobs, eq(jobs.id, contacts.jobId))
      .where(chosenBy(placeholder('company')))
      .orderBy(...newestChoiceFirst)
      .prepare(),
    own: db
      .select({
        contact_id: contacts.id,
        job_id: contacts.jobId,
        state: contacts.state,
        is_winner: storedNumber(contacts.isWinner),
        selected_at: contacts.selectedAt,
        headline: jobs.headline,
        job_status: jobs.status,
        user_id: jobs.userId,
        company_name: companies.name,
      })
      .from(contacts)
      .innerJoin(jobs, eq(jobs.id, contacts.jobId))
      .innerJoin(companies, eq(companies.id, contacts.companyId))
      .where(and(eq(contacts.id, placeholder('contact')), eq(contacts.companyId, placeholder('company'))))
      .prepare(),
  };
});

export interface BookingRow {
  contact_id: number;
  headline: string;
  state: ContactState;
  company_seen_selection: number;
  exist_calendar: number;
}

/** One page of the sidebar's bookings; search is lower-cased already ('' = all). */
export async function bookingsPage(
  db: Db,
  companyId: number,
  page: number,
  search: string,
  pageSize = BOOKINGS_PAGE_SIZE,
): Promise<BookingRow[]> {
  const params = { company: companyId, search, limit: pageSize, offset: (page - 1) * pageSize };
  return search ? await statements(db).searchPage.all(params) : await statements(db).page.all(params);
}

/** Every booking's contact id and headline, newest first (the older sidebar call). */
export async function allBookings(
  db: Db,
  companyId: number,
): Promise<{ contact_id: number; headline: string }[]> {
  return await statements(db).all.all({ company: companyId });
}

export interface OwnContact {
  contact_id: number;
  job_id: number;
  state: ContactState;
  is_winner: number;
  selected_at: number | null;
  headline: string;
  job_status: string;
  user_id: number;
  company_name: string;
}

/** The company's own contact by its id; another company's contact is simply not found. */
export async function ownContact(
  db: Db,
  companyId: number,
  contactId: number,
): Promise<OwnContact | undefined> {
  return await statements(db).own.get({ contact: contactId, company: companyId });
}
