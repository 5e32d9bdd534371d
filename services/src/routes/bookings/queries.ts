// Reads of the company's bookings for the sidebar: every contact it was ever chosen on (selected_at
// set), newest choice first (the rows and order of the won-jobs list, db/queries/won-jobs.ts),
// searchable by headline, job id or customer name, one query for both sidebar calls (a page, or
// every row for the older call). The sidebar's list is a hot path: prepared statements over the
// contacts_company_selected_idx index.
import { BOOKINGS_PAGE_SIZE } from '@opgavetorvet/contracts';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { dialectOf, fragment, type Dialect } from '../../db/engine/dialect.js';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import { calendarEvents, contacts, jobs, users, type ContactState } from '../../db/schema/index.js';
import { storedNumber } from '../../db/stored-value.js';
import { chosenByCompany, newestChoiceFirst } from '../../db/queries/won-jobs.js';
import { OFF_CALENDAR_STATES } from './rules.js';

export { BOOKINGS_PAGE_SIZE };

const placeholder = sql.placeholder;
const search = placeholder('search');
/** The search word (lower-cased already) in the headline or the customer's name, or the job id. */
const searchOf = (dialect: Dialect) => {
  const has = (column: SQLiteColumn) =>
    sql`${fragment(dialect.textPosition, sql`da_lower(${column})`, search)} > 0`;
  return sql`(${has(jobs.headline)} or cast(${contacts.jobId} as text) = ${search} or ${has(users.name)})`;
};
const statements = perDatabase((db) => {
  const searched = searchOf(dialectOf(db));
  /** The sidebar's rows: without a search word, or with one (then the customer is joined). */
  const rows = (withSearch: boolean) => {
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
      .where(and(chosenByCompany, withSearch ? searched : undefined))
      .orderBy(...newestChoiceFirst)
      .$dynamic();
  };
  /** One page of the sidebar's rows. */
  const page = (withSearch: boolean) =>
    rows(withSearch).limit(placeholder('limit')).offset(placeholder('offset')).prepare();
  return {
    page: page(false),
    searchPage: page(true),
    all: rows(false).prepare(),
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

/** Every booking, newest choice first (the older sidebar call): the sidebar's rows unpaged. */
export async function allBookings(db: Db, companyId: number): Promise<BookingRow[]> {
  return await statements(db).all.all({ company: companyId });
}
