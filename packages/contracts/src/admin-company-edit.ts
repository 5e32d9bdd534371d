// The administrator edits a company (issue 33): its profile fields with the very schema the company's
// own form is sent with (CompanyDetailsBody, PUT /api/firma/profil), and the prices of its pricelist,
// one per line (the category itself or its subcategories, as the pricelist order shows them to
// customers), in whole kroner including moms. A company's "Suggest changes to the pricelist"
// support case leads the administrator to that company's editor, where the case is answered too.
import { Type, type Static } from 'typebox';
import { ADMIN_PAGES, adminCompanyPage } from './admin-paths.js';
import { Id } from './common.js';
import { CompanyDetailsReply } from './company-details.js';
import { CompanyPricelist } from './company-profile.js';

/** The highest price of a pricelist line, in whole kroner (incl. moms). */
export const PRICE_KR_MAX = 1_000_000;
/**
 * A pricelist has at most this many lines: more than the whole catalogue's categories (51 today),
 * and within the service's input limits (services/src/lib/input-shape.ts) twice over.
 */
export const PRICELIST_LINES_MAX = 100;

/** GET /api/admin/firmaer/:companyId/profil: the profile fields as the company's form shows them, and its pricelist. */
export const AdminCompanyEditReply = Type.Object({
  details: CompanyDetailsReply,
  /** Its pricelists in the profile's order; a line's price_kr is missing while it has none. */
  pricelists: Type.Array(CompanyPricelist),
});
export type AdminCompanyEditReply = Static<typeof AdminCompanyEditReply>;

/**
 * One line's price: whole kroner, or null for "no price". The null is a `const` tried first (as in
 * company-details.ts): the service's validator coerces types and would turn null into 0.
 */
export const PricelistPrice = Type.Object(
  {
    category_id: Id,
    price_kr: Type.Union(
      [Type.Unsafe<null>({ const: null }), Type.Integer({ minimum: 1, maximum: PRICE_KR_MAX })],
      {
        'x-error': 'errors:::admin_company::price',
      },
    ),
  },
  { additionalProperties: false },
);
export type PricelistPrice = Static<typeof PricelistPrice>;

/**
 * PUT /api/admin/firmaer/:companyId/prisliste: the whole pricelist's prices at once; a line not
 * named (or named with null) has no price afterwards. A line that is not on the company's pricelist,
 * or a line named twice, is refused (errors:::admin_company::price_line_unknown).
 */
export const AdminPricelistBody = Type.Object(
  { prices: Type.Array(PricelistPrice, { maxItems: PRICELIST_LINES_MAX }) },
  { additionalProperties: false },
);
export type AdminPricelistBody = Static<typeof AdminPricelistBody>;

export const AdminSupportCaseParams = Type.Object({ caseId: Id }, { additionalProperties: false });
export type AdminSupportCaseParams = Static<typeof AdminSupportCaseParams>;

/**
 * GET /api/admin/firmaer/supportsag/:caseId: the company a support case came from, to edit it there
 * (the case itself is read and answered through the help inbox's calls).
 */
export const AdminSupportCaseCompanyReply = Type.Object({
  case_id: Id,
  company_id: Id,
  subject: Type.String(),
});
export type AdminSupportCaseCompanyReply = Static<typeof AdminSupportCaseCompanyReply>;

/** The query parameter naming the support case the administrator's company pages were opened from. */
export const SUPPORT_CASE_PARAM = 'sag';

/** The company list opened from a support case: it finds the case's company and opens its editor. */
export const adminSupportCaseCompanyPage = (caseId: number): string =>
  `${ADMIN_PAGES.adminFirmaer}?${SUPPORT_CASE_PARAM}=${caseId}`;

/** One company's page with its editor open beside the support case it was opened from. */
export const adminCompanyCasePage = (companyId: number, caseId: number): string =>
  `${adminCompanyPage(companyId)}?${SUPPORT_CASE_PARAM}=${caseId}`;
