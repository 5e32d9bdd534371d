// GET /api/firmaer: the public company listing behind the pages /firmaer/… (SPEC §2 listing pages):
// companies offering a category, working in a region or located in a town, filtered by name=1
// flags, sorted by score (needs the zip code first, SPEC §5), rating, reviews or name, 20 a page,
// each with its logo (issue 30; one statement for the page's logos), its town from the zip table, its
// CVR badge, typical reply time and a line of its description (issue 31; two statements a page).
// Unknown slugs are 404 in Danish; bad input 400 with a Danish message.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyListingQuery,
  CompanyListingReply,
  LISTING_FLAGS,
  LISTING_PAGE_SIZE,
  errorResponses,
  type ListingPlace,
} from '@opgavetorvet/contracts';
import { logosOf } from '../../db/queries/company-references.js';
import { detailsIn, detailsWithReplyTime } from '../../db/queries/details-with-reply-time.js';
import { AppError } from '../../errors.js';
import {
  allRegions,
  categoryBySlug,
  categoryNamesOf,
  listingPage,
  type ListingFilter,
  townsWithCompanies,
  zipPlace,
  zipsOfRegion,
} from './queries.js';
import { byDanishName, citySlug, excerptOf } from './rules.js';

const place = (row: { slug: string; name: string }): ListingPlace => ({ slug: row.slug, name: row.name });

const listingRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.get(
    '/api/firmaer',
    {
      schema: {
        tags: ['company-listing'],
        summary: 'Companies by category, region or town, filtered and sorted (score needs a zip code)',
        querystring: CompanyListingQuery,
        response: {
          200: CompanyListingReply,
          400: errorResponses[400],
          404: errorResponses[404],
          429: errorResponses[429],
        },
      },
    },
    async (request) => {
      const query = request.query;
      const zip = query.postnummer ? query.postnummer : null;
      if (query.score === 1 && !zip) throw new AppError(400, 'errors:::zip_first');
      const zipRow = zip ? await zipPlace(db, zip) : undefined;
      if (zip && !zipRow) throw new AppError(400, 'errors:::zip');

      const category = query.kategori ? await categoryBySlug(db, query.kategori) : undefined;
      if (query.kategori && !category) throw new AppError(404, 'errors:::category_unknown');
      const regions = await allRegions(db);
      const region = query.region ? regions.find((r) => r.slug === query.region) : undefined;
      if (query.region && !region) throw new AppError(404, 'errors:::region_unknown');
      if (query.by && !region) throw new AppError(400, 'errors:::listing::city_needs_region');

      const towns = region ? await zipsOfRegion(db, region.id) : [];
      const cityZips = query.by ? towns.filter((t) => citySlug(t.city) === query.by) : null;
      if (cityZips && cityZips.length === 0) throw new AppError(404, 'errors:::listing::city_unknown');

      const page = query.page ?? 1;
      const filter: ListingFilter = {
        cat: category?.id ?? null,
        region: region?.id ?? null,
        cityZips: cityZips ? cityZips.map((t) => t.zip) : null,
        zip,
        zipRegion: zipRow?.region_id ?? null,
        flags: Object.fromEntries(LISTING_FLAGS.map((flag) => [flag, query[flag] === 1])) as Record<
          (typeof LISTING_FLAGS)[number],
          boolean
        >,
        sort: query.score === 1 ? 'score' : (query.sortering ?? 'bedoemmelse'),
        limit: LISTING_PAGE_SIZE,
        offset: (page - 1) * LISTING_PAGE_SIZE,
      };
      const rows = await listingPage(db, filter);
      const ids = rows.map((row) => row.id);
      const names = await categoryNamesOf(db, ids);
      const logos = await logosOf(db, ids);
      const details = await detailsWithReplyTime(db, ids);
      const cities = region
        ? byDanishName(
            [...new Set(await townsWithCompanies(db, region.id, category?.id ?? null))].map((name) => ({
              slug: citySlug(name),
              name,
            })),
          )
        : [];
      return {
        companies: rows.map((row) => {
          const shown = detailsIn(details, row.id);
          return {
            company_id: row.id,
            name: row.name,
            slug: row.slug,
            zip: shown.zip ?? '',
            city: shown.city ?? '',
            categories: names.get(row.id) ?? [],
            rating: row.avg_rating === null ? null : Math.round(row.avg_rating * 10) / 10,
            reviews_count: row.reviews_count,
            score: row.score,
            paid: row.paid === 1,
            pro_plus: row.pro_plus === 1,
            open_saturday: row.open_saturday === 1,
            logo: logos.get(row.id) ?? null,
            cvr_verified: shown.cvr_verified,
            reply_minutes: shown.reply_minutes,
            excerpt: excerptOf(row.description_start),
          };
        }),
        page,
        page_size: LISTING_PAGE_SIZE,
        // A page past the end has no rows to carry the total; it is then counted again from page 1.
        total:
          rows[0]?.total ??
          (page > 1 ? ((await listingPage(db, { ...filter, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0),
        category: category ? place(category) : null,
        region: region ? place(region) : null,
        city: cityZips ? { slug: query.by ?? '', name: cityZips[0].city } : null,
        zip: zipRow ? { zip: zipRow.zip, city: zipRow.city } : null,
        regions: regions.map(place),
        cities,
      };
    },
  );
};

export default listingRoute;
