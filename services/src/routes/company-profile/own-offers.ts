// GET /api/companies/:slug/offers: the logged-in customer's own jobs on which this company made an
// offer (withdrawn ones included), newest first. The profile /{slug} offers the list of that
// company's offers (/ajax/bruger/modal_list) from here; ownership is in the where clause.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { CompanyOwnOffersReply, CompanySlugParams, errorResponses } from '@opgavetorvet/contracts';
import { bids, companies, contacts, jobs } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

const ownOffersRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.get(
    '/api/companies/:slug/offers',
    {
      schema: {
        tags: ['company-profile'],
        summary: "The caller's own jobs on which this company made an offer",
        params: CompanySlugParams,
        response: { 200: CompanyOwnOffersReply, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.customer.id;
      const company = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.slug, request.params.slug), isNull(companies.deletedAt)))
        .get();
      if (!company) throw new AppError(404, 'errors:::company_not_found');
      const rows = await db
        .select({
          contact_id: contacts.id,
          job_id: jobs.id,
          headline: jobs.headline,
          state: contacts.state,
          offers: count(bids.id),
        })
        .from(contacts)
        .innerJoin(jobs, eq(jobs.id, contacts.jobId))
        .innerJoin(bids, eq(bids.contactId, contacts.id))
        .where(and(eq(contacts.companyId, company.id), eq(jobs.userId, userId)))
        // The job's id too: PostgreSQL needs every selected table's key in the grouping.
        .groupBy(contacts.id, jobs.id)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .all();
      return { contacts: rows };
    },
  );
};

export default ownOffersRoute;
