// GET /api/bruger/opgaver/:jobId/firmaer: the companies the customer may invite to her own open job
// (SPEC §4 invitations): those the job reaches — its category or that category's top-level one, as
// the open-jobs list does — without a contact on the job. Invited ones come first (the page shows
// them as invited), then by star average. Nobody can be invited to a closed or personalised job.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { InviteCandidatesReply, JobPageParams, errorResponses } from '@opgavetorvet/contracts';
import { ownJobOrNotFound } from './queries.js';
import { isOpen } from './rules.js';

/** How many companies the page lists. */
export const INVITE_CANDIDATES_LIMIT = 12;

interface CandidateRow {
  company_id: number;
  name: string;
  slug: string;
  city: string;
  rating: number | null;
  reviews_count: number;
  invited: number;
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
      const job = ownJobOrNotFound(db, request.params.jobId, request.customer.id);
      if (!isOpen(job.status) || job.personalizedCompanyId !== null) return { companies: [] };
      const rows = db.all<CandidateRow>(sql`
        select c.id as company_id, c.name, c.slug, coalesce(c.city, '') as city,
          (select round(avg(r.rating), 1) from reviews r where r.company_id = c.id and r.kind = 'review') as rating,
          (select count(*) from reviews r where r.company_id = c.id and r.kind = 'review') as reviews_count,
          exists (select 1 from invitations i where i.job_id = ${job.id} and i.company_id = c.id) as invited
        from companies c
        where c.id in (
            select cc.company_id from company_categories cc
            where cc.category_id = ${job.categoryId}
               or cc.category_id = (select parent_id from categories where id = ${job.categoryId}))
          and not exists (select 1 from contacts k where k.job_id = ${job.id} and k.company_id = c.id)
          and c.blocked_at is null
        order by invited desc, rating is null, rating desc, reviews_count desc, c.name
        limit ${INVITE_CANDIDATES_LIMIT}`);
      return { companies: rows.map((row) => ({ ...row, invited: row.invited === 1 })) };
    },
  );
};

export default inviteCandidatesRoute;
