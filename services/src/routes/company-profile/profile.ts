// GET /api/companies/:slug: a company's public profile for the page /{slug} (SPEC §2), open to
// everyone like the profile itself. Only public facts; an unknown slug → 404 errors:::company_not_found.
// Its categories also come as pricelists with their lines, which the order and quote forms send;
// its logo and reference jobs with their photos (issue 30) come with it, and its details with its
// typical reply time (issue 31; the address's zip and town only when the zip is a real one): six
// statements however many categories, references, photos and offers the company has.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CompanyProfileReply, CompanySlugParams, errorResponses } from '@opgavetorvet/contracts';
import { companies } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { reviewScore, starsOf } from '../../db/queries/company-card.js';
import { logoOf, referencesOf } from '../../db/queries/company-references.js';
import { pricelistsOf } from '../../db/queries/pricelists.js';
import { detailsIn, detailsWithReplyTime } from '../../db/queries/details-with-reply-time.js';

const companyProfileRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.get(
    '/api/companies/:slug',
    {
      schema: {
        tags: ['company-profile'],
        summary: "A company's public profile by its slug",
        params: CompanySlugParams,
        response: {
          200: CompanyProfileReply,
          400: errorResponses[400],
          404: errorResponses[404],
          429: errorResponses[429],
        },
      },
    },
    async (request) => {
      const found = await db
        .select({
          company_id: companies.id,
          slug: companies.slug,
          name: companies.name,
          project: companies.project,
          description: sql<string>`coalesce(${companies.description}, '')`,
          average: reviewScore.average,
          reviews_count: reviewScore.reviewsCount,
        })
        .from(companies)
        // An erased company's profile is gone (issue 32).
        .where(and(eq(companies.slug, request.params.slug), isNull(companies.deletedAt)))
        .get();
      if (!found) throw new AppError(404, 'errors:::company_not_found');
      const { average, ...company } = found;
      const pricelists = await pricelistsOf(db, company.company_id);
      const details = await detailsWithReplyTime(db, [company.company_id]);
      return {
        ...company,
        details: detailsIn(details, company.company_id),
        rating: starsOf(average),
        categories: pricelists.map((pricelist) => pricelist.name),
        pricelists,
        logo: await logoOf(db, company.company_id),
        references: await referencesOf(db, company.company_id),
      };
    },
  );
};

export default companyProfileRoute;
