// The administrator's customers (/admin/kunder, issue 33): find a customer by name, e-mail, phone or
// zip (a page at a time), see one customer's jobs, the offers they received, their complaints, the
// reviews they wrote and their messages' metadata (counts and dates, never the texts), and block or
// unblock them with a required reason. Every block and unblock is written to the audit log.
import { Type, type Static, type TSchema } from 'typebox';
import { AdminAuditEntry, BlockCompanyBody } from './admin-companies.js';
import { Id, LiteralUnion } from './common.js';
import { CONTACT_STATES, JOB_STATUSES } from './job-states.js';

/** Customers on one page of the search. */
export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;

/** GET /api/admin/kunder?q=&page= (no q: the newest customers). */
export const AdminCustomerSearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  },
  { additionalProperties: false },
);
export type AdminCustomerSearchQuery = Static<typeof AdminCustomerSearchQuery>;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Who the customer is: the fields the search looks in, shown in the list and on the page. */
const customerContact = {
  user_id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  zip: Nullable(Type.String()),
};

export const AdminCustomerRow = Type.Object({
  ...customerContact,
  blocked: Type.Boolean(),
  created_at: Type.Integer({ description: 'unix seconds' }),
  /** The customer's jobs, all states. */
  job_count: Type.Integer(),
});
export type AdminCustomerRow = Static<typeof AdminCustomerRow>;

export const AdminCustomerSearchReply = Type.Object({
  customers: Type.Array(AdminCustomerRow),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1 }),
  /** The customers the search matches, on every page. */
  total: Type.Integer({ minimum: 0 }),
});
export type AdminCustomerSearchReply = Static<typeof AdminCustomerSearchReply>;

export const AdminCustomerParams = Type.Object({ userId: Id }, { additionalProperties: false });
export type AdminCustomerParams = Static<typeof AdminCustomerParams>;

export const AdminCustomerJob = Type.Object({
  job_id: Type.Integer(),
  headline: Type.String(),
  category: Type.String(),
  status: LiteralUnion(JOB_STATUSES),
  created_at: Type.Integer(),
  /** Offers the job received (companies that bid, whatever became of the bid). */
  offer_count: Type.Integer(),
});
export type AdminCustomerJob = Static<typeof AdminCustomerJob>;

export const AdminCustomerOffer = Type.Object({
  contact_id: Type.Integer(),
  job_id: Type.Integer(),
  headline: Type.String(),
  company_id: Type.Integer(),
  company: Type.String(),
  state: LiteralUnion(CONTACT_STATES),
  /** The active bid in kroner incl. VAT; null when it was withdrawn. */
  amount: Nullable(Type.Integer()),
  created_at: Type.Integer(),
});
export type AdminCustomerOffer = Static<typeof AdminCustomerOffer>;

export const AdminCustomerComplaint = Type.Object({
  complaint_id: Type.Integer(),
  company_name: Type.String(),
  status: LiteralUnion(['open', 'answered', 'closed'] as const),
  created_at: Type.Integer(),
});
export type AdminCustomerComplaint = Static<typeof AdminCustomerComplaint>;

export const AdminCustomerReview = Type.Object({
  review_id: Type.Integer(),
  company_id: Type.Integer(),
  company: Type.String(),
  rating: Type.Integer(),
  title: Type.String(),
  created_at: Type.Integer(),
});
export type AdminCustomerReview = Static<typeof AdminCustomerReview>;

/** One conversation with a company about a job: how many messages each way and when; no texts. */
export const AdminCustomerThread = Type.Object({
  contact_id: Type.Integer(),
  job_id: Type.Integer(),
  headline: Type.String(),
  company: Type.String(),
  sent: Type.Integer(),
  received: Type.Integer(),
  first_at: Type.Integer(),
  last_at: Type.Integer(),
});
export type AdminCustomerThread = Static<typeof AdminCustomerThread>;

/** GET /api/admin/kunder/:userId (the lists newest first, at most 100 rows each). */
export const AdminCustomerReply = Type.Object({
  ...customerContact,
  created_at: Type.Integer(),
  last_login_at: Nullable(Type.Integer()),
  /** When the account was erased (its personal fields are blank then). */
  deleted_at: Nullable(Type.Integer()),
  blocked: Type.Boolean(),
  blocked_at: Nullable(Type.Integer()),
  blocked_reason: Nullable(Type.String()),
  jobs: Type.Array(AdminCustomerJob),
  offers: Type.Array(AdminCustomerOffer),
  complaints: Type.Array(AdminCustomerComplaint),
  reviews: Type.Array(AdminCustomerReview),
  threads: Type.Array(AdminCustomerThread),
  audit: Type.Array(AdminAuditEntry),
});
export type AdminCustomerReply = Static<typeof AdminCustomerReply>;

/** POST /api/admin/kunder/:userId/spaerring: block (blocked true) or unblock, with a reason. */
export const BlockCustomerBody = BlockCompanyBody;
export type BlockCustomerBody = Static<typeof BlockCustomerBody>;
