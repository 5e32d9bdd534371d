// Reviews in the database: one page of a company's reviews of one kind (negative ones included:
// a review is never hidden), the company's answers and contact notes (scoped to the company),
// review e-mails counted and recorded under their caps in one transaction, and a customer's review.
import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { REVIEWS_PAGE_SIZE } from '@opgavetorvet/contracts';
import type { Db, Tx } from '../../db/open.js';
import { companies, contacts, jobs, reviewEmails, reviewReports, reviews } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import type { ReviewRequest } from './review-link.js';
import { reviewEmailAllowance, reviewOffset, type CapStop } from './rules.js';

export type ReviewKind = (typeof reviews.$inferSelect)['kind'];
export type ReviewRow = Pick<
  typeof reviews.$inferSelect,
  | 'id'
  | 'kind'
  | 'authorName'
  | 'rating'
  | 'title'
  | 'text'
  | 'comment'
  | 'createdAt'
  | 'removedAt'
  | 'removedReason'
> & {
  /** The company has reported the review and the administrator has not decided yet (issue 33). */
  reportOpen?: boolean;
};

const reviewColumns = {
  id: reviews.id,
  kind: reviews.kind,
  authorName: reviews.authorName,
  rating: reviews.rating,
  title: reviews.title,
  text: reviews.text,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  removedAt: reviews.removedAt,
  removedReason: reviews.removedReason,
};

export async function companyName(
  db: Db,
  companyId: number,
): Promise<{ name: string; slug: string } | undefined> {
  return await db
    .select({ name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();
}

// A nested sql, so its columns keep their tables: drizzle writes a single-table select's own
// columns without them, and `id` would then be the report's.
const openReportOf = sql`select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.state} = 'open'`;
/** Whether the review has a report waiting for the administrator (the company's list says so). */
const reportOpenOf = sql<boolean>`exists(${openReportOf})`.mapWith(Boolean);

/**
 * One page, newest first; hasMore says whether another page follows. A removed review keeps its
 * place: the list says there that a review was removed, and why (review-list.tsx).
 */
export async function reviewsPage(
  db: Db,
  companyId: number,
  kind: ReviewKind,
  page: number,
): Promise<{ rows: ReviewRow[]; hasMore: boolean }> {
  const rows = await db
    .select({ ...reviewColumns, reportOpen: reportOpenOf })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.kind, kind)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE + 1)
    .offset(reviewOffset(page))
    .all();
  return { rows: rows.slice(0, REVIEWS_PAGE_SIZE), hasMore: rows.length > REVIEWS_PAGE_SIZE };
}

/** The company's answer to one of its own reviews; another company's review, or a removed one → 404. */
export async function answerReview(
  db: Db,
  companyId: number,
  reviewId: number,
  comment: string,
): Promise<ReviewRow> {
  const row = await db
    .update(reviews)
    .set({ comment })
    .where(and(eq(reviews.id, reviewId), eq(reviews.companyId, companyId), isNull(reviews.removedAt)))
    .returning(reviewColumns)
    .get();
  if (!row) throw new AppError(404, 'errors:::review_not_found');
  return row;
}

/** The company's own note on one of its contacts; another company's contact → 404. */
export async function commentContact(
  db: Db,
  companyId: number,
  contactId: number,
  comment: string,
): Promise<void> {
  const changed = (
    await db
      .update(contacts)
      .set({ companyComment: comment })
      .where(and(eq(contacts.id, contactId), eq(contacts.companyId, companyId)))
      .run()
  ).changes;
  if (changed === 0) throw new AppError(404, 'errors:::not_found');
}

const requestColumns = {
  id: reviewEmails.id,
  companyId: reviewEmails.companyId,
  email: reviewEmails.email,
  sentAt: reviewEmails.sentAt,
};

/** The review request a signed link names. */
export async function reviewRequest(db: Db, id: number): Promise<ReviewRequest | undefined> {
  return await db.select(requestColumns).from(reviewEmails).where(eq(reviewEmails.id, id)).get();
}

const sentSince = async (db: Db | Tx, companyId: number, since: number): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(reviewEmails)
      .where(and(eq(reviewEmails.companyId, companyId), gte(reviewEmails.sentAt, since)))
      .get()
  )?.n ?? 0;

/** A customer asked for a review within this many days is not asked again (a list sent twice). */
export const REVIEW_EMAIL_REPEAT_DAYS = 30;

/**
 * Records as many of `emails` as the caps allow (in order) in one IMMEDIATE transaction, so two
 * sends at once cannot both pass the cap. Addresses this company has asked within
 * REVIEW_EMAIL_REPEAT_DAYS are left out first: the rest of a list stopped by a cap can be sent again
 * the next day without mailing the first ones twice. Returns the requests to mail (each row is the
 * one its signed link names), this month's total and the stop.
 */
export async function recordReviewEmails(
  db: Db,
  companyId: number,
  emails: readonly string[],
  bounds: { now: number; dayStart: number; monthStart: number },
): Promise<{ toSend: ReviewRequest[]; countAll: number; stop: CapStop }> {
  return await db.transaction(
    async (tx) => {
      const asked = new Set(
        (
          await tx
            .select({ email: reviewEmails.email })
            .from(reviewEmails)
            .where(
              and(
                eq(reviewEmails.companyId, companyId),
                gte(reviewEmails.sentAt, bounds.now - REVIEW_EMAIL_REPEAT_DAYS * 24 * 60 * 60),
                inArray(reviewEmails.email, [...emails]),
              ),
            )
            .all()
        ).map((row) => row.email),
      );
      const fresh = emails.filter((email) => !asked.has(email));
      const month = await sentSince(tx, companyId, bounds.monthStart);
      const today = await sentSince(tx, companyId, bounds.dayStart);
      const { allowed, stop } = reviewEmailAllowance(fresh.length, today, month);
      const chosen = fresh.slice(0, allowed);
      const toSend =
        chosen.length === 0
          ? []
          : await tx
              .insert(reviewEmails)
              .values(chosen.map((email) => ({ companyId, email, sentAt: bounds.now })))
              .returning(requestColumns)
              .all();
      // The rows in the order written, so the mails go in that order.
      toSend.sort((a, b) => a.id - b.id);
      return { toSend, countAll: month + toSend.length, stop };
    },
    { behavior: 'immediate' },
  );
}

/** A contact on one of this customer's jobs, with what a review needs. */
export async function customerContact(db: Db, userId: number, contactId: number) {
  return await db
    .select({ id: contacts.id, state: contacts.state, companyId: contacts.companyId })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .where(and(eq(contacts.id, contactId), eq(jobs.userId, userId)))
    .get();
}

/**
 * One review per contact, and one per review request's link: the unique indexes decide, in the
 * insert's own transaction (the review marks its link used); a second → 409 with `usedKey`.
 */
export async function insertReview(
  db: Db,
  values: typeof reviews.$inferInsert,
  usedKey = 'errors:::review_exists',
): Promise<number> {
  try {
    return (await db.insert(reviews).values(values).returning({ id: reviews.id }).get()).id;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, usedKey);
    throw err;
  }
}
