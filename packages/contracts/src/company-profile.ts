// A company's public profile (SPEC §2 "/{slug} Company profile"): what anyone may see of it.
import { Type, type Static } from 'typebox';
import { Id } from './common.js';

/** A company slug: lower case, æ→ae, ø→oe, å→aa, words joined by '-' (a -2, -3 … suffix when taken). */
export const CompanySlugParams = Type.Object(
  { slug: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120 }) },
  { additionalProperties: false },
);
export type CompanySlugParams = Static<typeof CompanySlugParams>;

/**
 * GET /api/companies/:slug. Public facts only (never the owner's e-mail or phone); project tells
 * the page whether the company lives on another site (SPEC §2's redirect); rating is the average
 * of customers' reviews (null without any), categories the profile's category names.
 */
export const CompanyProfileReply = Type.Object({
  company_id: Id,
  slug: Type.String(),
  name: Type.String(),
  project: Type.String(),
  zip: Type.String(),
  city: Type.String(),
  description: Type.String(),
  rating: Type.Union([Type.Number(), Type.Null()]),
  reviews_count: Type.Integer(),
  categories: Type.Array(Type.String()),
});
export type CompanyProfileReply = Static<typeof CompanyProfileReply>;
