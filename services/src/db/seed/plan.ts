// The shape of a planned job before it becomes rows: who posted it, where, its state, and which
// companies are in contact with it in which state. Random and demo jobs are both planned this way.
import type { ContactState, JobStatus } from '../schema/index.js';
import type { Customer } from './accounts.js';
import type { SeedCompany } from './companies.js';

export interface ContactPlan {
  company: SeedCompany;
  state: ContactState;
  winner?: boolean;
  /** For a winner: whether the company has seen that it was chosen (the booking's unseen dot). */
  seen?: boolean;
  /** For a confirmed winner: the expected end lies in the past, so a ticket is due. */
  overdue?: boolean;
  /** For a finished winner: the customer's star rating, or none when not reviewed. */
  rating?: number;
  /** Leave the newest message from the company (user side) or the customer (company side) unread. */
  unreadForUser?: boolean;
  unreadForCompany?: boolean;
}

export interface JobPlan {
  /** A name for the demo's notable jobs, reported after seeding. */
  label?: string;
  customer: Customer;
  categoryId: number;
  zip: string;
  status: JobStatus;
  createdAt: number;
  /** "headline|description"; drawn from the category's texts when absent. */
  text?: string;
  contacts: ContactPlan[];
  invited: SeedCompany[];
  personalizedCompanyId?: number;
}

/** One contact as written, with what the later modules (messages, reviews, calendar) need. */
export interface BuiltContact {
  id: number;
  jobId: number;
  companyId: number;
  customer: Customer;
  categoryId: number;
  headline: string;
  plan: ContactPlan;
  createdAt: number;
  selectedAt: number | null;
  appointmentAt: number | null;
  expectedEndAt: number | null;
  bidAmount: number;
}
