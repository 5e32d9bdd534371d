// GET /api/bruger/opgaver/:jobId/firmaer: the companies the customer may invite to her own open job
// (SPEC §4 invitations): those the job reaches — its category or that category's top-level one, as
// the open-jobs list does — without a contact on the job. Invited ones come first (the page shows
// them as invited), then by star average. Nobody can be invited to a closed or personalised job.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { InviteCandidatesReply, JobPageParams, errorResponses } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import {
  categories,
  companies,
  companyCategories,
  contacts,
  invitations,
  reviews,
} from '../../db/schema/index.js';
import { ownJobOrNotFound } from './queries.js';
import { isOpen } from './rules.js';

/** How many companies the page lists. */
export const INVITE_CANDIDATES_LIMIT = 12;

const one = sql`1`;

/** The companies the job reaches (its category or the top-level one) with no contact on it. */
async function candidatesOf(db: Db, job: { id: number; categoryId: number }) {
  const isReview = and(
    eq(reviews.companyId, companies.id),
    eq(reviews.kind, 'review'),
    isNull(reviews.removedAt),
  );
  const rating = sql<number | null>`${db
    .select({ rating: sql`round(avg(${reviews.rating}), 1)` })
    .from(reviews)
    .where(isReview)}`.as('rating');
  const reviewsCount = sql<number>`${db
    .select({ n: sql`count(*)` })
    .from(reviews)
    .where(isReview)}`.as('reviews_count');
  const invited = sql<number>`exists ${db
    .select({ one })
    .from(invitations)
    .where(and(eq(invitations.jobId, job.id), eq(invitations.companyId, companies.id)))}`.as('invited');
  const parent = db
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, job.categoryId));
  const reached = db
    .select({ companyId: companyCategories.companyId })
    .from(companyCategories)
    .where(
      or(eq(companyCategories.categoryId, job.categoryId), eq(companyCategories.categoryId, sql`${parent}`)),
    );
  return await db
    .select({
      company_id: companies.id,
      name: companies.name,
      slug: companies.slug,
      city: sql<string>`coalesce(${companies.city}, '')`,
      rating,
      reviews_count: reviewsCount,
      invited,
    })
    .from(companies)
    .where(
      and(
        inArray(companies.id, reached),
        notExists(
          db
            .select({ one })
            .from(contacts)
            .where(and(eq(contacts.jobId, job.id), eq(contacts.companyId, companies.id))),
        ),
        isNull(companies.blockedAt),
      ),
    )
    // By the output column alone (PostgreSQL orders by an alias only when it stands alone).
    .orderBy(desc(invited), sql`${rating} desc nulls last`, desc(reviewsCount), asc(companies.name))
    .limit(INVITE_CANDIDATES_LIMIT)
    .all();
}

const inviteCandidatesRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.get(
    '/api/bruger/opgaver/:jobId/firmaer',
    {
      schema: {
        tags: ['bruger'],
        summary: 'Companies the customer may invite to the own open job',
        params: JobPageParams,
        response: { 200: InviteCandidatesReply, ...errorResponses },
      },
    },
    async (request) => {
      const job = await ownJobOrNotFound(db, request.params.jobId, request.customer.id);
      if (!isOpen(job.status) || job.personalizedCompanyId !== null) return { companies: [] };
      const rows = await candidatesOf(db, job);
      return { companies: rows.map((row) => ({ ...row, invited: row.invited === 1 })) };
    },
  );
};

export default inviteCandidatesRoute;
