// A company's public profile (SPEC §2 "/{slug} Company profile"): what anyone may see of it.
import { Type, type Static } from 'typebox';
import { Id } from './common.js';
import { PublicCompanyDetails } from './company-details.js';
import { CompanyLogo, CompanyReference } from './company-references.js';
import { JobContactState } from './customer-jobs.js';

/** A company slug: lower case, æ→ae, ø→oe, å→aa, words joined by '-' (a -2, -3 … suffix when taken). */
export const CompanySlugParams = Type.Object(
  { slug: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120 }) },
  { additionalProperties: false },
);
export type CompanySlugParams = Static<typeof CompanySlugParams>;

/**
 * A category the company chose, ordered from through its lines (itself, or its subcategories); a
 * line's price (whole kroner incl. moms, set by the administrator, issue 33) is missing while it has none.
 */
export const CompanyPricelist = Type.Object({
  category_id: Id,
  name: Type.String(),
  lines: Type.Array(
    Type.Object({ category_id: Id, name: Type.String(), price_kr: Type.Optional(Type.Integer()) }),
  ),
});
export type CompanyPricelist = Static<typeof CompanyPricelist>;

/**
 * GET /api/companies/:slug. Public facts only (never the login's e-mail: the phone and e-mail shown
 * are those the company gives its customers on /firma/oplysninger); project tells
 * the page whether the company lives on another site (SPEC §2's redirect); rating is the average
 * of customers' reviews (null without any), categories the profile's category names, pricelists
 * the same categories as pricelists (SPEC §1 order by pricelist) with their lines (subcategories);
 * the logo and reference jobs are the company's presentation (issue 30); its description and
 * details (address with the zip table's town, how customers reach it, staff, authorisations,
 * guarantees, CVR with the register's check, typical reply time) what it tells customers (issue 31).
 */
export const CompanyProfileReply = Type.Object({
  company_id: Id,
  slug: Type.String(),
  name: Type.String(),
  project: Type.String(),
  /** Its own text, paragraphs separated by a blank line; '' when it wrote none. */
  description: Type.String(),
  /** What it filled in of its details, with its typical reply time (issue 31). */
  details: PublicCompanyDetails,
  rating: Type.Union([Type.Number(), Type.Null()]),
  reviews_count: Type.Integer(),
  categories: Type.Array(Type.String()),
  pricelists: Type.Array(CompanyPricelist),
  /** Its logo (issue 30), null without one. */
  logo: CompanyLogo,
  /** Its reference jobs in their order, each with its photos in theirs (issue 30). */
  references: Type.Array(CompanyReference),
});
export type CompanyProfileReply = Static<typeof CompanyProfileReply>;

/**
 * GET /api/companies/:slug/offers (customers): the caller's own jobs on which this company made
 * an offer (withdrawn ones included), newest first, so the profile can open /ajax/bruger/modal_list.
 */
export const CompanyOwnOffersReply = Type.Object({
  contacts: Type.Array(
    Type.Object({
      contact_id: Id,
      job_id: Id,
      headline: Type.String(),
      state: JobContactState,
      offers: Type.Integer(),
    }),
  ),
});
export type CompanyOwnOffersReply = Static<typeof CompanyOwnOffersReply>;
