// The administrator's dashboard (/admin, issue 33): how the marketplace is doing in a chosen period
// of whole Copenhagen days. GET /api/admin/oversigt?fra=&til= gives, per day, the jobs posted with
// the offers they got and the ones that hired, the revenue from plans and the failed notices; the
// jobs' offers and their wait for the first offer as counts per step; and the companies that made
// an offer per category and per region. Every figure is counted in SQL (docs/decisions.md says what
// each one counts).
import { Type, type Static } from 'typebox';
import { Id, LiteralUnion } from './common.js';

/** The longest period the dashboard shows, in days (both ends included). */
export const ADMIN_DASHBOARD_MAX_DAYS = 366;

/** The period chooser's quick choices: the last this many days, today included. */
export const ADMIN_DASHBOARD_PRESETS = [7, 30, 90, 365] as const;

/** Offers per job are counted as 0, 1, … and this many or more. */
export const ADMIN_DASHBOARD_OFFERS_CAP = 5;

/**
 * The steps of the wait from a job's posting to its first offer: under 1 hour, 1–4 hours, 4–24
 * hours, 1–3 days, 3 days or more; each bound is where the next step starts, in seconds.
 */
export const FIRST_OFFER_STEPS = ['under_1h', 'under_4h', 'under_24h', 'under_3d', 'later'] as const;
export type FirstOfferStep = (typeof FIRST_OFFER_STEPS)[number];
export const FIRST_OFFER_BOUNDS = [3_600, 4 * 3_600, 24 * 3_600, 3 * 86_400] as const;

/** A day as the date field gives it: 'YYYY-MM-DD' (Copenhagen). */
const Day = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  'x-error': 'errors:::admin_jobs_day',
});

/** GET /api/admin/oversigt: the period, from `fra` to `til`, both days included. */
export const AdminDashboardQuery = Type.Object({ fra: Day, til: Day }, { additionalProperties: false });
export type AdminDashboardQuery = Static<typeof AdminDashboardQuery>;

const Count = Type.Integer({ minimum: 0 });

/**
 * One day of the period. `jobs`: posted that day; `offers`: the offers those jobs have had (until
 * now); `hired`: those of them whose customer chose a company; `revenue_ore`: what companies paid
 * for plans that day (new plans and renewals); `failed_notices`: e-mails and SMS queued that day
 * that finally failed.
 */
export const AdminDashboardDay = Type.Object({
  day: Type.String(),
  jobs: Count,
  offers: Count,
  hired: Count,
  revenue_ore: Type.Integer(),
  failed_notices: Count,
});
export type AdminDashboardDay = Static<typeof AdminDashboardDay>;

/** The period's jobs by how many offers they got (`offers` = ADMIN_DASHBOARD_OFFERS_CAP: that many or more). */
export const AdminOffersPerJob = Type.Object({ offers: Count, jobs: Count });
export type AdminOffersPerJob = Static<typeof AdminOffersPerJob>;

/** The period's jobs with an offer by the wait for their first one. */
export const AdminFirstOfferStep = Type.Object({
  step: LiteralUnion(FIRST_OFFER_STEPS),
  jobs: Count,
});
export type AdminFirstOfferStep = Static<typeof AdminFirstOfferStep>;

/** Companies that made an offer in the period on jobs of a category (a subcategory under its parent) or region. */
export const AdminActiveCompanies = Type.Object({
  id: Id,
  name: Type.String(),
  companies: Count,
  offers: Count,
});
export type AdminActiveCompanies = Static<typeof AdminActiveCompanies>;

export const AdminDashboardTotals = Type.Object({
  jobs: Count,
  offers: Count,
  jobs_with_offer: Count,
  hired: Count,
  /** The median wait for the first offer of the jobs that got one (whole minutes), or null. */
  first_offer_minutes_median: Type.Union([Count, Type.Null()]),
  revenue_ore: Type.Integer(),
  /** Companies that made at least one offer in the period. */
  active_companies: Count,
  failed_notices: Count,
  failed_emails: Count,
  failed_sms: Count,
});
export type AdminDashboardTotals = Static<typeof AdminDashboardTotals>;

export const AdminDashboardReply = Type.Object({
  from: Type.String(),
  to: Type.String(),
  totals: AdminDashboardTotals,
  /** Every day of the period, oldest first (a day with nothing has zeros). */
  days: Type.Array(AdminDashboardDay),
  offers_per_job: Type.Array(AdminOffersPerJob),
  first_offer: Type.Array(AdminFirstOfferStep),
  /** Most active first. */
  categories: Type.Array(AdminActiveCompanies),
  regions: Type.Array(AdminActiveCompanies),
});
export type AdminDashboardReply = Static<typeof AdminDashboardReply>;
