// The administrator's jobs (/admin/opgaver, issue 33): find jobs by words of their headline,
// description or customer, by state, category, region and the days they were created, a page at a
// time; see one job as its customer sees it; close and remove it (illegal or abusive content) with a
// reason both sides are told, and open it again. Every action is written to the audit log.
import { Type, type Static } from 'typebox';
import { Id, LiteralUnion } from './common.js';
import { AdminAuditEntry } from './admin-companies.js';
import { JobPageReply } from './customer-jobs.js';
import { JOB_STATUSES } from './job-states.js';
import { JobStatus } from './portals.js';

/** A page of the administrator's job list. */
export const ADMIN_JOBS_PAGE_SIZE = 25;

/** The list's state filter: a job's status, 'cancelled' meaning not removed, or 'removed' by the administrator. */
export const ADMIN_JOB_STATES = [...JOB_STATUSES, 'removed'] as const;
export const AdminJobState = LiteralUnion(ADMIN_JOB_STATES);
export type AdminJobState = Static<typeof AdminJobState>;

/** A day as the date field gives it: 'YYYY-MM-DD' (Copenhagen). */
const Day = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  'x-error': 'errors:::admin_jobs_day',
});

/** GET /api/admin/opgaver: every filter may be left out; `from` and `to` are whole days, both included. */
export const AdminJobSearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    state: Type.Optional(AdminJobState),
    category_id: Type.Optional(Id),
    region_id: Type.Optional(Id),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 4000 })),
  },
  { additionalProperties: false },
);
export type AdminJobSearchQuery = Static<typeof AdminJobSearchQuery>;

export const AdminJobRow = Type.Object({
  job_id: Id,
  headline: Type.String(),
  status: JobStatus,
  removed: Type.Boolean(),
  category_name: Type.String(),
  zip: Type.String(),
  city: Type.String(),
  region_name: Type.String(),
  customer_name: Type.String(),
  created_at: Type.Integer(),
});
export type AdminJobRow = Static<typeof AdminJobRow>;

/** A page of jobs, newest first; `has_more` says whether a next page exists. */
export const AdminJobSearchReply = Type.Object({
  jobs: Type.Array(AdminJobRow),
  page: Type.Integer(),
  has_more: Type.Boolean(),
});
export type AdminJobSearchReply = Static<typeof AdminJobSearchReply>;

/** The filters' choices: the categories (subcategories under their parent's name) and the regions. */
export const AdminJobFiltersReply = Type.Object({
  categories: Type.Array(Type.Object({ id: Id, name: Type.String() })),
  regions: Type.Array(Type.Object({ id: Id, name: Type.String() })),
});
export type AdminJobFiltersReply = Static<typeof AdminJobFiltersReply>;

export const AdminJobParams = Type.Object({ jobId: Id }, { additionalProperties: false });
export type AdminJobParams = Static<typeof AdminJobParams>;

/** GET /api/admin/opgaver/:jobId: the job as its customer's page shows it, and the administrator's side. */
export const AdminJobReply = Type.Object({
  page: JobPageReply,
  customer: Type.Object({ user_id: Id, name: Type.String(), email: Type.String() }),
  removal: Type.Union([
    Type.Object({ removed_at: Type.Integer(), reason: Type.String(), from_status: JobStatus }),
    Type.Null(),
  ]),
  actions: Type.Object({ can_remove: Type.Boolean(), can_restore: Type.Boolean() }),
  audit: Type.Array(AdminAuditEntry),
});
export type AdminJobReply = Static<typeof AdminJobReply>;

/** POST /api/admin/opgaver/:jobId/fjern and …/genaabn: the reason both sides are told. */
export const AdminJobActionBody = Type.Object(
  {
    reason: Type.String({
      minLength: 1,
      maxLength: 500,
      pattern: '\\S',
      'x-error': 'errors:::job_removal_reason',
    }),
  },
  { additionalProperties: false },
);
export type AdminJobActionBody = Static<typeof AdminJobActionBody>;

export const AdminJobActionReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  status: JobStatus,
});
export type AdminJobActionReply = Static<typeof AdminJobActionReply>;
