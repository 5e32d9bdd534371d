// The company listing ("find a company", SPEC §2 listing pages): GET /api/firmaer with the
// category, region and city of the page's path, the zip code, the sort and the name=1 filter flags.
import { Type, type Static } from 'typebox';
import { Id } from './common.js';
import { PublicCompanyDetails } from './company-details.js';
import { CompanyLogo } from './company-references.js';

const Slug = (errorKey: string) =>
  Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120, 'x-error': errorKey });

/** A checkbox filter or the score sort: present as name=1 (SPEC §2), absent otherwise. */
const Flag = Type.Integer({ minimum: 0, maximum: 1, 'x-error': 'errors:::listing::flag' });

/** The orders besides score; score itself is the flag `score=1` (SPEC §2's query parameter). */
export const LISTING_SORTS = ['bedoemmelse', 'anmeldelser', 'navn'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The filter flags the page shows as checkboxes, in their order. */
export const LISTING_FLAGS = ['anmeldelser', 'abonnement', 'loerdag', 'cvr'] as const;
export type ListingFlag = (typeof LISTING_FLAGS)[number];

export const LISTING_PAGE_SIZE = 20;

/** A card's excerpt of the company's description: at most this many characters, '…' included. */
export const LISTING_EXCERPT_MAX = 140;

/**
 * GET /api/firmaer. kategori: a category slug (a top-level one includes its subcategories, a
 * subcategory also finds companies with its top-level category); region: a region slug; by: a city
 * slug inside that region (companies located there). score=1 sorts by score and needs postnummer
 * (400 errors:::zip_first otherwise); sortering is the order otherwise (default bedoemmelse).
 * Flags: anmeldelser (has reviews), abonnement (paid plan in the category, or in any category
 * without one), loerdag (open on Saturdays), cvr (has a CVR number).
 */
export const CompanyListingQuery = Type.Object(
  {
    kategori: Type.Optional(Slug('errors:::category_unknown')),
    region: Type.Optional(Slug('errors:::region_unknown')),
    by: Type.Optional(Slug('errors:::listing::city_unknown')),
    postnummer: Type.Optional(Type.String({ pattern: '^([0-9]{4})?$', 'x-error': 'errors:::zip' })),
    score: Type.Optional(Flag),
    sortering: Type.Optional(
      Type.Union(
        LISTING_SORTS.map((sort) => Type.Literal(sort)),
        { 'x-error': 'errors:::listing::sort_unknown' },
      ),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, 'x-error': 'errors:::listing::page' })),
    anmeldelser: Type.Optional(Flag),
    abonnement: Type.Optional(Flag),
    loerdag: Type.Optional(Flag),
    cvr: Type.Optional(Flag),
  },
  { additionalProperties: false },
);
export type CompanyListingQuery = Static<typeof CompanyListingQuery>;

/** A place to choose: its slug for the address and its name to show. */
export const ListingPlace = Type.Object({ slug: Type.String(), name: Type.String() });
export type ListingPlace = Static<typeof ListingPlace>;

/**
 * One company card. rating is the customers' average (null without reviews); score (0–100) is
 * there only when a zip code was given: 60 % rating quality, 40 % nearness (docs/decisions.md).
 */
export const ListedCompany = Type.Object({
  company_id: Id,
  name: Type.String(),
  slug: Type.String(),
  /** Its zip and the zip table's town (issue 31); both '' without a real zip. */
  zip: Type.String(),
  city: Type.String(),
  categories: Type.Array(Type.String()),
  rating: Type.Union([Type.Number(), Type.Null()]),
  reviews_count: Type.Integer(),
  score: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]),
  paid: Type.Boolean(),
  /** A Pro+ plan in the category (or its family; any category without one): listed first. */
  pro_plus: Type.Boolean(),
  open_saturday: Type.Boolean(),
  /** Its logo (issue 30), null without one. */
  logo: CompanyLogo,
  /** The register found its CVR number's company active: "CVR-verificeret" (issue 31). */
  cvr_verified: PublicCompanyDetails.properties.cvr_verified,
  /** Its typical reply time in minutes, null before it has made enough offers (issue 31). */
  reply_minutes: PublicCompanyDetails.properties.reply_minutes,
  /** The start of its description's first paragraph on one line (ending '…' when cut); '' for none. */
  excerpt: Type.String({ maxLength: LISTING_EXCERPT_MAX }),
});
export type ListedCompany = Static<typeof ListedCompany>;

/** The reply: one page of companies, what was chosen, and the choices of the region and city selects. */
export const CompanyListingReply = Type.Object({
  companies: Type.Array(ListedCompany),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  category: Type.Union([ListingPlace, Type.Null()]),
  region: Type.Union([ListingPlace, Type.Null()]),
  city: Type.Union([ListingPlace, Type.Null()]),
  /** The zip code the nearness was measured from, with its town. */
  zip: Type.Union([Type.Object({ zip: Type.String(), city: Type.String() }), Type.Null()]),
  regions: Type.Array(ListingPlace),
  /** Towns of the chosen region where companies of the category are located ([] without a region). */
  cities: Type.Array(ListingPlace),
});
export type CompanyListingReply = Static<typeof CompanyListingReply>;
