// GET /api/bruger/konto: what the customer's account pages show (SPEC §2 /bruger/profil,
// /bruger/account-transactions, /bruger/account): her profile fields, her jobs counted by status,
// and her bookings — every company she chose, with its offer, final price and her review of it.
// Read-only and only her own rows (user id in every where clause). An erased company is named in
// the reader's words for a deleted user ("Slettet bruger", issue 32).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { CustomerAccountReply, errorResponses } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { bids, companies, contacts, jobs, reviews, users, zipCodes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { shownName } from '../../lib/personal-data/shown-name.js';

/** The most bookings the page lists (a customer has few; newest choice first). */
export const ACCOUNT_BOOKINGS_LIMIT = 100;

async function profileOf(db: Db, userId: number) {
  return await db
    .select({
      name: users.name,
      email: users.email,
      phone: sql<string>`coalesce(${users.phone}, '')`,
      zip: sql<string>`coalesce(${users.zip}, '')`,
      city: sql<string>`coalesce(${zipCodes.city}, '')`,
      created_at: users.createdAt,
      last_login_at: users.lastLoginAt,
      social_login: isNotNull(users.fbUserId).mapWith(Number),
    })
    .from(users)
    .leftJoin(zipCodes, eq(zipCodes.zip, users.zip))
    .where(eq(users.id, userId))
    .get();
}

/** Every company the customer chose, newest choice first, with its latest offer and her review. */
async function bookingsOf(db: Db, userId: number) {
  const latestOffer = db
    .select({ amount: bids.amount })
    .from(bids)
    .where(eq(bids.contactId, contacts.id))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(1);
  return await db
    .select({
      contact_id: contacts.id,
      job_id: jobs.id,
      headline: jobs.headline,
      company_name: companies.name,
      company_slug: companies.slug,
      state: contacts.state,
      selected_at: contacts.selectedAt,
      finished_price_ore: contacts.finishedPriceOre,
      finished_at: contacts.finishedAt,
      offer_amount: sql<number | null>`${latestOffer}`,
      review_id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .leftJoin(reviews, and(eq(reviews.contactId, contacts.id), eq(reviews.userId, userId)))
    .where(and(eq(jobs.userId, userId), isNotNull(contacts.selectedAt)))
    .orderBy(desc(contacts.selectedAt), desc(contacts.id))
    .limit(ACCOUNT_BOOKINGS_LIMIT)
    .all();
}

const customerAccountRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.get(
    '/api/bruger/konto',
    {
      schema: {
        tags: ['accounts'],
        summary: "The customer's profile, job counts and bookings for the account pages",
        response: { 200: CustomerAccountReply, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.customer.id;
      const profile = await profileOf(db, userId);
      if (!profile) throw new AppError(404, 'errors:::not_found');
      const counts = await db
        .select({ status: jobs.status, n: count() })
        .from(jobs)
        .where(eq(jobs.userId, userId))
        .groupBy(jobs.status)
        .all();
      const countOf = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
      const bookings = await bookingsOf(db, userId);
      return {
        profile: { ...profile, social_login: profile.social_login === 1 },
        jobs: {
          total: counts.reduce((sum, row) => sum + row.n, 0),
          open: countOf('open'),
          assigned: countOf('assigned'),
          finished: countOf('finished'),
          cancelled: countOf('cancelled'),
          closed: countOf('closed'),
        },
        reviews_count:
          (
            await db
              .select({ n: count() })
              .from(reviews)
              .where(and(eq(reviews.userId, userId), eq(reviews.kind, 'review')))
              .get()
          )?.n ?? 0,
        bookings: bookings.map(({ review_id, rating, title, ...booking }) => ({
          ...booking,
          company_name: shownName(booking.company_name, request.t.bind(request)),
          // An erased company keeps its row with a blank name; its profile no longer exists.
          company_slug: booking.company_name ? booking.company_slug : null,
          review: review_id !== null && rating !== null ? { review_id, rating, title: title ?? '' } : null,
        })),
      };
    },
  );
};

export default customerAccountRoute;
