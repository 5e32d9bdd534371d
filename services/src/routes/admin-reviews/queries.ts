// The administrator's queue of reported reviews (issue 33), one item per report with the review it
// is about, the company's reason and the job the review is of: open — the reports waiting, the
// longest waiting first; decided — the newest decision first, with who decided, when and the
// removal's ground. At most REPORTED_REVIEWS_LIMIT items; one statement whatever their number.
import { asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { ReportedReview } from '@opgavetorvet/contracts';
import type { Queryable } from '../../db/engine/store.js';
import { companies, contacts, jobs, reviewReports, reviews, users } from '../../db/schema/index.js';

export const REPORTED_REVIEWS_LIMIT = 100;

export type ReportsView = 'open' | 'decided';

const deciders = alias(users, 'deciders');

/** The reports where `condition` holds, in `order`, as the queue shows them. */
async function reportsWhere(
  db: Queryable,
  condition: SQL | undefined,
  order: SQL[],
  limit: number,
): Promise<ReportedReview[]> {
  const rows = await db
    .select({
      report: reviewReports,
      review: {
        kind: reviews.kind,
        rating: reviews.rating,
        title: reviews.title,
        text: reviews.text,
        author_name: reviews.authorName,
        created_at: reviews.createdAt,
      },
      company_name: companies.name,
      company_slug: companies.slug,
      job_id: jobs.id,
      job_headline: jobs.headline,
      decided_by: deciders.name,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(companies, eq(companies.id, reviewReports.companyId))
    .leftJoin(contacts, eq(contacts.id, reviews.contactId))
    .leftJoin(jobs, eq(jobs.id, contacts.jobId))
    .leftJoin(deciders, eq(deciders.id, reviewReports.decidedByUserId))
    .where(condition)
    .orderBy(...order)
    .limit(limit)
    .all();
  return rows.map(({ report, review, ...row }) => ({
    report_id: report.id,
    review_id: report.reviewId,
    company_id: report.companyId,
    company_name: row.company_name,
    company_slug: row.company_slug,
    review,
    job: row.job_id === null ? null : { id: row.job_id, headline: row.job_headline ?? '' },
    reason: report.reason,
    created_at: report.createdAt,
    state: report.state,
    removal_reason: report.removalReason,
    decided_by: row.decided_by,
    decided_at: report.decidedAt,
  }));
}

/** The view's reports, in its order. */
export async function reportedReviews(
  db: Queryable,
  view: ReportsView,
  limit = REPORTED_REVIEWS_LIMIT,
): Promise<ReportedReview[]> {
  return view === 'open'
    ? await reportsWhere(
        db,
        eq(reviewReports.state, 'open'),
        [asc(reviewReports.createdAt), asc(reviewReports.id)],
        limit,
      )
    : await reportsWhere(
        db,
        ne(reviewReports.state, 'open'),
        [desc(reviewReports.decidedAt), desc(reviewReports.id)],
        limit,
      );
}

/** These reports as the queue shows them (any state), in id order. */
export async function reportedReviewsByIds(db: Queryable, ids: number[]): Promise<ReportedReview[]> {
  if (ids.length === 0) return [];
  return await reportsWhere(db, inArray(reviewReports.id, ids), [asc(reviewReports.id)], ids.length);
}
