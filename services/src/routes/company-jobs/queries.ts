// Reads of the company side of one job: the job as this company may see it (with its own contact),
// the job's attribute answers, and the customer once this company is chosen.
import type { Db } from '../../db/open.js';
import type { ContactState } from '../../db/schema/index.js';
import { openJobsQueries } from './open-jobs.js';
import { all, one } from '../../db/prepared-sql.js';

export interface CompanyJobView {
  job_id: number;
  headline: string;
  description: string;
  zip: string;
  city: string;
  status: string;
  created_at: number;
  wanted_start_at: number | null;
  user_id: number;
  category_id: number;
  category_name: string;
  contact_id: number | null;
  contact_state: ContactState | null;
  is_winner: number | null;
  selected_at: number | null;
}

/**
 * The job when this company may see it: open and visible to it, or one it was chosen for (its own
 * contact has a selection time). Undefined otherwise, so the caller answers 404.
 */
export function jobForCompany(db: Db, companyId: number, jobId: number): CompanyJobView | undefined {
  const job = one<CompanyJobView>(
    db,
    `select j.id job_id, j.headline, j.description, j.zip, coalesce(z.city, '') city, j.status, j.created_at,
       j.wanted_start_at, j.user_id, c.id category_id, c.name category_name,
       ct.id contact_id, ct.state contact_state, ct.is_winner, ct.selected_at
     from jobs j join categories c on c.id = j.category_id left join zip_codes z on z.zip = j.zip
     left join contacts ct on ct.job_id = j.id and ct.company_id = @company
     where j.id = @job`,
    { company: companyId, job: jobId },
  );
  if (!job) return undefined;
  if (job.selected_at !== null) return job;
  return openJobsQueries(db).visibleOpenJob(companyId, jobId) ? job : undefined;
}

export interface AnswerRow {
  name: string;
  unit: string | null;
  value: string;
}

/** The job's attribute answers, one row per attribute (ticked checkboxes joined). */
export function jobAnswers(db: Db, jobId: number): AnswerRow[] {
  return all<AnswerRow>(
    db,
    `select a.name, a.unit, group_concat(coalesce(o.label, cast(ja.number_value as text), cm.make || ' ' || cm.model), ', ') value
     from job_attributes ja join category_attributes a on a.id = ja.attribute_id
     left join attribute_options o on o.id = ja.option_id left join car_models cm on cm.id = ja.car_model_id
     where ja.job_id = @job group by a.id order by a.sort, a.id`,
    { job: jobId },
  );
}

export interface Customer {
  name: string;
  email: string;
  phone: string | null;
}

export function customerOf(db: Db, userId: number): Customer | undefined {
  return one<Customer>(db, 'select name, email, phone from users where id = @user', { user: userId });
}
