// The mails of a decision on a reported review (issue 33), queued in the decision's transaction:
// the company is told whether the review stays or was removed (and on which ground), and the
// review's author is told when their review is removed, why, and that the rest of the profile is
// as before. The author is the customer's account, or for a public review the address the review
// request went to; a friend's testimonial has no address, so nobody is told. Danish texts from the
// `mail` namespace; the ground's label is the one the profile shows.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGES, companyProfilePage, type ReviewRemovalReason } from '@opgavetorvet/contracts';
import { companies, reviewEmails, type reviewReports, type reviews, users } from '../../db/schema/index.js';

/** A report with the review it is about, as the decision reads it. */
export interface ReportedReviewRow {
  report: typeof reviewReports.$inferSelect;
  review: typeof reviews.$inferSelect;
}

const LANG = 'da-DK';

async function companyOf(fastify: FastifyInstance, companyId: number) {
  return await fastify.db
    .select({ name: companies.name, slug: companies.slug, email: users.email })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId))
    .get();
}

/** The ground's label, as the profile shows it in the removed review's place. */
const groundOf = (fastify: FastifyInstance, reason: ReviewRemovalReason) =>
  fastify.translate(LANG, `common:::review_removal::${reason}`);

async function send(
  fastify: FastifyInstance,
  to: string,
  key: string,
  path: string,
  params: Record<string, string>,
): Promise<void> {
  const text = (part: string) => fastify.translate(LANG, `${key}::${part}`, params);
  await fastify.mailer.send({
    to,
    subject: text('subject'),
    text: text('text'),
    link: { path, label: text('button') },
  });
}

export async function tellCompanyDecision(
  fastify: FastifyInstance,
  { review }: ReportedReviewRow,
  removal: ReviewRemovalReason | null,
): Promise<void> {
  const company = await companyOf(fastify, review.companyId);
  if (!company || company.email === '') return;
  await send(
    fastify,
    company.email,
    `mail:::review_report_decided::${removal === null ? 'kept' : 'removed'}`,
    PAGES.firmaAnmeldelser,
    {
      name: company.name,
      title: review.title,
      reason: removal === null ? '' : groundOf(fastify, removal),
    },
  );
}

/** The author's address and name: the customer's account, or the review request's address. */
async function authorOf(fastify: FastifyInstance, review: ReportedReviewRow['review']) {
  if (review.userId !== null)
    return await fastify.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, review.userId))
      .get();
  if (review.reviewEmailId === null) return undefined;
  const request = await fastify.db
    .select({ email: reviewEmails.email })
    .from(reviewEmails)
    .where(eq(reviewEmails.id, review.reviewEmailId))
    .get();
  return request && { email: request.email, name: review.authorName };
}

export async function tellAuthorRemoved(
  fastify: FastifyInstance,
  { review }: ReportedReviewRow,
  removal: ReviewRemovalReason,
): Promise<void> {
  const author = await authorOf(fastify, review);
  const company = await companyOf(fastify, review.companyId);
  if (!author || author.email === '' || !company) return;
  await send(fastify, author.email, 'mail:::review_removed', companyProfilePage(company.slug), {
    name: author.name,
    company: company.name,
    title: review.title,
    reason: groundOf(fastify, removal),
  });
}
