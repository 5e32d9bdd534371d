// The lists each portal lands on: a customer's jobs, a company's open jobs, the administrator's
// pending cancellation requests.
import { Type, type Static } from 'typebox';
import { RegionItem } from './catalog.js';
import { Id, LiteralUnion, SEARCH_TEXT_MAX } from './common.js';
import { Photo } from './files.js';
import { JOB_STATUSES } from './job-states.js';

/** A job's state (job-states.ts); 'expired': closed by itself after its open days with no company chosen. */
export const JobStatus = LiteralUnion(JOB_STATUSES);
export type JobStatus = Static<typeof JobStatus>;

export const UserJobItem = Type.Object({
  job_id: Type.Integer(),
  headline: Type.String(),
  category_name: Type.String(),
  status: JobStatus,
  zip: Type.String(),
  city: Type.String(),
  created_at: Type.Integer({ description: 'unix seconds' }),
  bids_count: Type.Integer(),
  unread_count: Type.Integer(),
});
export type UserJobItem = Static<typeof UserJobItem>;

/** GET /api/bruger/opgaver: the logged-in customer's jobs, newest first. */
export const UserJobsReply = Type.Object({ jobs: Type.Array(UserJobItem) });
export type UserJobsReply = Static<typeof UserJobsReply>;

/** ?omraade's value for all of Denmark (a region's slug never reads so). */
export const OPEN_JOBS_ALL_DENMARK = 'alle';
const OPEN_JOBS_AREA_PATTERN = '^[a-z0-9-]{1,60}$';

/**
 * What narrows a company's open jobs, in GET /api/firma/opgaver and /ajax/firma/findopgaver alike:
 * the key repeats (kategorier=2&kategorier=3); kategorier among the company's own categories (a
 * top-level one includes its subcategories), regioner the regions of the job's zip.
 */
export const OpenJobsNarrowing = {
  kategorier: Type.Optional(Type.Array(Id, { maxItems: 60 })),
  regioner: Type.Optional(Type.Array(Id, { maxItems: 10 })),
};

export const CompanyOpenJobsQuery = Type.Object(
  {
    /** Without it, page 1 (or the page holding ?jobid=). */
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    search: Type.Optional(Type.String({ maxLength: SEARCH_TEXT_MAX })),
    /** 'Vis alle': include the jobs the company has hidden (SPEC §4); without it the showallwork cookie decides. */
    vis_alle: Type.Optional(Type.Boolean()),
    /** SPEC §2's ?jobid=: without a page, the page that holds this job is answered (page 1 if none does). */
    jobid: Type.Optional(Id),
    /**
     * Where the jobs lie (issue 31): without it the company's own regions (all of Denmark when it
     * chose none), as its job alerts; `alle` all of Denmark; a region's slug that region. Not with
     * ?regioner (the catalogue form's region ids), which names the regions itself.
     */
    omraade: Type.Optional(Type.String({ pattern: OPEN_JOBS_AREA_PATTERN, maxLength: 60 })),
    ...OpenJobsNarrowing,
  },
  { additionalProperties: false },
);
export type CompanyOpenJobsQuery = Static<typeof CompanyOpenJobsQuery>;

/**
 * Which part of Denmark a company's open-jobs list covers: its own regions, one region (?omraade=
 * a slug), the regions named by ?regioner, or all of Denmark (?omraade=alle, or no regions chosen).
 */
export const OPEN_JOBS_AREAS = ['own', 'region', 'chosen', 'all'] as const;
export type OpenJobsArea = (typeof OPEN_JOBS_AREAS)[number];

export const CompanyOpenJobItem = Type.Object({
  job_id: Type.Integer(),
  headline: Type.String(),
  description: Type.String(),
  category_name: Type.String(),
  zip: Type.String(),
  city: Type.String(),
  created_at: Type.Integer({ description: 'unix seconds' }),
  bids_count: Type.Integer(),
  has_bid: Type.Boolean(),
  /** The company has hidden this job (listed only when all are shown). */
  hidden: Type.Boolean(),
  /** The job's photos in their order (issue 30): thumbnails on the list, the lightbox from them. */
  photos: Type.Array(Photo),
});
export type CompanyOpenJobItem = Static<typeof CompanyOpenJobItem>;

/** GET /api/firma/opgaver: open jobs in the company's categories (or those narrowed), newest first, 20 a page. */
export const CompanyOpenJobsReply = Type.Object({
  jobs: Type.Array(CompanyOpenJobItem),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  /** How many of the jobs matching the search the company has hidden (listed or not). */
  hidden_total: Type.Integer(),
  /** Whether hidden jobs are part of this list ('Vis alle'). */
  show_all: Type.Boolean(),
  /** Which part of Denmark the list covers (the count line says it). */
  area: LiteralUnion(OPEN_JOBS_AREAS),
  /** The region of area 'region'; null otherwise. */
  region: Type.Union([RegionItem, Type.Null()]),
  /** Whether the company has chosen its regions (without, its own list is all of Denmark). */
  has_regions: Type.Boolean(),
});
export type CompanyOpenJobsReply = Static<typeof CompanyOpenJobsReply>;

export const CancellationItem = Type.Object({
  cancellation_id: Type.Integer(),
  contact_id: Type.Integer(),
  job_id: Type.Integer(),
  headline: Type.String(),
  company_name: Type.String(),
  user_name: Type.String(),
  text: Type.String(),
  /** The company's reason category (the finish chain's option: 1, 3–6, anything else 'other'). */
  option_select: Type.Integer(),
  /** The company says the customer wants a new company (optionnewone). */
  option_new_one: Type.Boolean(),
  /** The date the company says it had agreed with the customer (unix seconds), or null. */
  appointment_at: Type.Union([Type.Integer({ description: 'unix seconds' }), Type.Null()]),
  created_at: Type.Integer({ description: 'unix seconds' }),
});
export type CancellationItem = Static<typeof CancellationItem>;

/** GET /api/admin/annulleringer: cancellation requests awaiting the administrator, oldest first. */
export const CancellationsReply = Type.Object({ items: Type.Array(CancellationItem) });
export type CancellationsReply = Static<typeof CancellationsReply>;
