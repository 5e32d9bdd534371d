// Reads of the company's bookings: every contact it was ever chosen on (selected_at set), newest
// choice first, searchable by headline, job id or customer name, and the own contact a won-job answer
// acts on. The sidebar's list is a hot path: prepared statements over the
// contacts_company_selected_idx index. One page of won jobs is db/queries/won-jobs.ts.
import { BOOKINGS_PAGE_SIZE } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import type { ContactState } from '../../db/schema/index.js';
import { all, one } from '../../db/prepared-sql.js';

export { BOOKINGS_PAGE_SIZE };

const SEARCH = `and (instr(da_lower(j.headline), @search) > 0 or cast(ct.job_id as text) = @search
  or instr(da_lower(u.name), @search) > 0)`;

export interface BookingRow {
  contact_id: number;
  headline: string;
  state: ContactState;
  company_seen_selection: number;
  exist_calendar: number;
}

/** One page of the sidebar's bookings; search is lower-cased already ('' = all). */
export function bookingsPage(
  db: Db,
  companyId: number,
  page: number,
  search: string,
  pageSize = BOOKINGS_PAGE_SIZE,
): BookingRow[] {
  return all<BookingRow>(
    db,
    `select ct.id contact_id, j.headline, ct.state, ct.company_seen_selection,
       exists(select 1 from calendar_events e where e.contact_id = ct.id) exist_calendar
     from contacts ct join jobs j on j.id = ct.job_id ${search ? 'join users u on u.id = j.user_id' : ''}
     where ct.company_id = @company and ct.selected_at is not null ${search ? SEARCH : ''}
     order by ct.selected_at desc, ct.id desc limit @limit offset @offset`,
    { company: companyId, search, limit: pageSize, offset: (page - 1) * pageSize },
  );
}

/** Every booking's contact id and headline, newest first (the older sidebar call). */
export function allBookings(db: Db, companyId: number): { contact_id: number; headline: string }[] {
  return all(
    db,
    `select ct.id contact_id, j.headline from contacts ct join jobs j on j.id = ct.job_id
     where ct.company_id = @company and ct.selected_at is not null order by ct.selected_at desc, ct.id desc`,
    { company: companyId },
  );
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
export function ownContact(db: Db, companyId: number, contactId: number): OwnContact | undefined {
  return one<OwnContact>(
    db,
    `select ct.id contact_id, ct.job_id, ct.state, ct.is_winner, ct.selected_at, j.headline,
       j.status job_status, j.user_id, f.name company_name
     from contacts ct join jobs j on j.id = ct.job_id join companies f on f.id = ct.company_id
     where ct.id = @contact and ct.company_id = @company`,
    { contact: contactId, company: companyId },
  );
}
