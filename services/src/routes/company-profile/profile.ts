// GET /api/companies/:slug: a company's public profile for the page /{slug} (SPEC §2), open to
// everyone like the profile itself. Only public facts; an unknown slug → 404 errors:::company_not_found.
// Its categories also come as pricelists with their lines, which the order and quote forms send.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { CompanyProfileReply, CompanySlugParams, errorResponses } from '@opgavetorvet/contracts';
import { categories, companies, companyCategories } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { companyCard } from '../../db/queries/company-card.js';
import { pricelistLines } from '../../db/queries/pricelists.js';

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
      const id = (
        await db
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.slug, request.params.slug))
          .get()
      )?.id;
      const company = id === undefined ? undefined : await companyCard(db, id);
      if (!company) throw new AppError(404, 'errors:::company_not_found');
      const names = await db
        .select({ id: categories.id, name: categories.name })
        .from(companyCategories)
        .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
        .where(eq(companyCategories.companyId, company.id))
        .orderBy(asc(categories.sort), asc(categories.name))
        .all();
      return {
        company_id: company.id,
        slug: company.slug,
        name: company.name,
        project: company.project,
        zip: company.zip ?? '',
        city: company.city ?? '',
        description: company.description ?? '',
        rating: company.rating,
        reviews_count: company.reviewsCount,
        categories: names.map((row) => row.name),
        pricelists: await Promise.all(
          names.map(async (row) => ({
            category_id: row.id,
            name: row.name,
            lines: (await pricelistLines(db, company.id, row.id)).map((line) => ({
              category_id: line.categoryId,
              name: line.name,
            })),
          })),
        ),
      };
    },
  );
};

export default companyProfileRoute;
