// GET /api/bruger/konto: what the customer's account pages show (SPEC §2 /bruger/profil,
// /bruger/account-transactions, /bruger/account): her profile fields, her jobs counted by status,
// and her bookings — every company she chose, with its offer, final price and her review of it.
// Read-only and only her own rows (user id in every where clause).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { CustomerAccountReply, errorResponses, type CustomerBooking } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';

/** The most bookings the page lists (a customer has few; newest choice first). */
export const ACCOUNT_BOOKINGS_LIMIT = 100;

interface ProfileRow {
  name: string;
  email: string;
  phone: string;
  zip: string;
  city: string;
  created_at: number;
  last_login_at: number | null;
  social_login: number;
}

interface BookingRow extends Omit<CustomerBooking, 'review'> {
  review_id: number | null;
  rating: number | null;
  title: string | null;
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
      const profile = db.get<ProfileRow | undefined>(sql`
        select u.name, u.email, coalesce(u.phone, '') as phone, coalesce(u.zip, '') as zip,
          coalesce((select z.city from zip_codes z where z.zip = u.zip), '') as city,
          u.created_at, u.last_login_at, u.fb_user_id is not null as social_login
        from users u where u.id = ${userId}`);
      if (!profile) throw new AppError(404, 'errors:::not_found');
      const counts = db.all<{ status: string; n: number }>(
        sql`select status, count(*) as n from jobs where user_id = ${userId} group by status`,
      );
      const count = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
      const bookings = db.all<BookingRow>(sql`
        select c.id as contact_id, j.id as job_id, j.headline, co.name as company_name, co.slug as company_slug,
          c.state, c.selected_at, c.finished_price_ore, c.finished_at,
          (select b.amount from bids b where b.contact_id = c.id order by b.created_at desc, b.id desc limit 1) as offer_amount,
          r.id as review_id, r.rating, r.title
        from contacts c
        join jobs j on j.id = c.job_id
        join companies co on co.id = c.company_id
        left join reviews r on r.contact_id = c.id and r.user_id = ${userId}
        where j.user_id = ${userId} and c.selected_at is not null
        order by c.selected_at desc, c.id desc
        limit ${ACCOUNT_BOOKINGS_LIMIT}`);
      return {
        profile: { ...profile, social_login: profile.social_login === 1 },
        jobs: {
          total: counts.reduce((sum, row) => sum + row.n, 0),
          open: count('open'),
          assigned: count('assigned'),
          finished: count('finished'),
          cancelled: count('cancelled'),
          closed: count('closed'),
        },
        reviews_count:
          db.get<{ n: number }>(
            sql`select count(*) as n from reviews where user_id = ${userId} and kind = 'review'`,
          )?.n ?? 0,
        bookings: bookings.map(({ review_id, rating, title, ...booking }) => ({
          ...booking,
          review: review_id !== null && rating !== null ? { review_id, rating, title: title ?? '' } : null,
        })),
      };
    },
  );
};

export default customerAccountRoute;
