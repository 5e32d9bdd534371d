// A company reports a review of itself, and the administrator decides (issue 33), after the Danish
// Consumer Ombudsman's guidelines for reviews: a review is never hidden for being negative; it is
// removed only for one of REVIEW_REMOVAL_REASONS, and the profile then says in its place that a
// review was removed, why and when. The decision is audit-logged; the company is told it by mail,
// and the review's author when the review is removed.
import { Type, type Static } from 'typebox';
import { Filled, Id, LiteralUnion } from './common.js';

/** The company's reason for reporting a review (the administrator reads it). */
export const REVIEW_REPORT_REASON_MAX = 1000;

/** The only grounds a review may be removed on; the profile shows the ground's label. */
export const REVIEW_REMOVAL_REASONS = ['not_customer', 'personal_data', 'illegal'] as const;
export type ReviewRemovalReason = (typeof REVIEW_REMOVAL_REASONS)[number];

/** Where a report stands: waiting, or decided (the review kept, or removed). */
export const REVIEW_REPORT_STATES = ['open', 'kept', 'removed'] as const;
export type ReviewReportState = (typeof REVIEW_REPORT_STATES)[number];

/** POST /api/firma/anmeldelser/:id/anmeld: the company's report of one of its own reviews. */
export const ReviewIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type ReviewIdParams = Static<typeof ReviewIdParams>;

export const ReportReviewBody = Type.Object(
  { reason: Filled(REVIEW_REPORT_REASON_MAX, 'errors:::review_report_reason') },
  { additionalProperties: false },
);
export type ReportReviewBody = Static<typeof ReportReviewBody>;

/** GET /api/admin/anmeldelser?status=open|decided (open: oldest first; decided: newest decision first). */
export const ReviewReportsQuery = Type.Object(
  { status: Type.Optional(LiteralUnion(['open', 'decided'] as const)) },
  { additionalProperties: false },
);
export type ReviewReportsQuery = Static<typeof ReviewReportsQuery>;

/** One report with the review it is about, the company's reason, the job and, once made, the decision. */
export const ReportedReview = Type.Object({
  report_id: Id,
  review_id: Id,
  company_id: Id,
  company_name: Type.String(),
  company_slug: Type.String(),
  review: Type.Object({
    kind: LiteralUnion(['review', 'public', 'friend'] as const),
    rating: Type.Integer(),
    title: Type.String(),
    text: Type.String(),
    author_name: Type.String(),
    created_at: Type.Integer({ description: 'unix seconds' }),
  }),
  /** The job the review is of (a customer's review of a finished job); null for a public review. */
  job: Type.Union([Type.Object({ id: Id, headline: Type.String() }), Type.Null()]),
  /** The company's reason for the report. */
  reason: Type.String(),
  created_at: Type.Integer({ description: 'unix seconds' }),
  state: LiteralUnion(REVIEW_REPORT_STATES),
  /** The ground the review was removed on; null while open or when kept. */
  removal_reason: Type.Union([LiteralUnion(REVIEW_REMOVAL_REASONS), Type.Null()]),
  /** The deciding administrator's name, and when; null while open. */
  decided_by: Type.Union([Type.String(), Type.Null()]),
  decided_at: Type.Union([Type.Integer(), Type.Null()]),
});
export type ReportedReview = Static<typeof ReportedReview>;

export const ReviewReportsReply = Type.Object({ reports: Type.Array(ReportedReview) });
export type ReviewReportsReply = Static<typeof ReviewReportsReply>;

/** POST /api/admin/anmeldelser/:id/behold and …/fjern: :id is the report's. */
export const ReviewReportParams = Type.Object({ id: Id }, { additionalProperties: false });
export type ReviewReportParams = Static<typeof ReviewReportParams>;

/** POST /api/admin/anmeldelser/:id/fjern: the ground is required and one of REVIEW_REMOVAL_REASONS. */
export const RemoveReviewBody = Type.Object(
  {
    reason: Type.Union(
      [Type.Literal('not_customer'), Type.Literal('personal_data'), Type.Literal('illegal')],
      { 'x-error': 'errors:::review_removal_reason' },
    ),
  },
  { additionalProperties: false },
);
export type RemoveReviewBody = Static<typeof RemoveReviewBody>;

/** The reply of keeping or removing: a notice and the report as the decided list shows it now. */
export const ReviewReportActionReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  report: ReportedReview,
});
export type ReviewReportActionReply = Static<typeof ReviewReportActionReply>;
