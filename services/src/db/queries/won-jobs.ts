// Reads of a company's won jobs (its bookings: every contact it was chosen on) shared by the won-jobs
// list as JSON (company-jobs) and the won-jobs tab (bookings): one page with what the list shows, the
// ticket threads of the overdue ones, and marking a booking's selection as seen when it is opened.
// Prepared statements; the prices are this company's own, never another company's.
import { BOOKINGS_PAGE_SIZE } from '@opgavetorvet/contracts';
import type { Db } from '../open.js';
import { all, one, run } from '../prepared-sql.js';
import type { ContactState } from '../schema/index.js';

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
export function wonJobsPage(
  db: Db,
  companyId: number,
  page: number,
  pageSize = BOOKINGS_PAGE_SIZE,
): { rows: WonJobRow[]; total: number } {
  const params = { company: companyId, limit: pageSize, offset: (page - 1) * pageSize };
  const total =
    one<{ n: number }>(
      db,
      'select count(*) n from contacts where company_id = @company and selected_at is not null',
      params,
    )?.n ?? 0;
  const rows = all<WonJobRow>(
    db,
    `select ct.id contact_id, ct.job_id, j.headline, c.name category_name, j.zip, coalesce(z.city, '') city,
       u.name customer_name, ct.state, ct.is_winner, ct.company_seen_selection, ct.selected_at, ct.appointment_at,
       (select b.amount from bids b where b.contact_id = ct.id order by b.withdrawn_at is not null, b.id desc limit 1) bid_amount,
       ct.finished_price_ore, exists(select 1 from reviews r where r.contact_id = ct.id) rated, j.status job_status,
       ct.expected_start_at, ct.expected_end_at, ct.sms_sent_at, coalesce(ct.company_comment, '') company_comment,
       x.status cancel_status, x.decision_reason cancel_reason, x.decided_at cancel_decided_at
     from contacts ct join jobs j on j.id = ct.job_id join categories c on c.id = j.category_id
       join users u on u.id = j.user_id left join zip_codes z on z.zip = j.zip
       left join cancellations x on x.id = (select d.id from cancellations d where d.contact_id = ct.id
         and d.status in ('approved', 'rejected') order by d.decided_at desc, d.id desc limit 1)
     where ct.company_id = @company and ct.selected_at is not null
     order by ct.selected_at desc, ct.id desc limit @limit offset @offset`,
    params,
  );
  return { rows, total };
}

export interface TicketRow {
  contact_id: number;
  sender: 'staff' | 'company' | 'user';
  text: string;
  created_at: number;
}

/** The ticket threads of these contacts of the company, oldest first (the won list's overdue jobs). */
export function ticketsOfContacts(db: Db, companyId: number, contactIds: number[]): TicketRow[] {
  if (contactIds.length === 0) return [];
  return all<TicketRow>(
    db,
    `select t.contact_id, t.sender, t.text, t.created_at from tickets t
     where t.company_id = @company and t.contact_id in (select value from json_each(@ids))
     order by t.created_at, t.id`,
    { company: companyId, ids: JSON.stringify(contactIds) },
  );
}

/** Opening a booking: the chosen company has now seen that it was chosen (the unseen dot goes). */
export function markSelectionSeen(db: Db, companyId: number, contactId: number): void {
  run(
    db,
    `update contacts set company_seen_selection = 1
     where id = @contact and company_id = @company and is_winner = 1 and company_seen_selection = 0`,
    { contact: contactId, company: companyId },
  );
}
