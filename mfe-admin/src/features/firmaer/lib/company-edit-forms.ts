// The administrator's two forms of a company (issue 33) on their calls' schemas: the profile fields
// on CompanyDetailsBody, the company's own schema (texts trimmed at their ends, the year founded and
// the staff typed as digits, an empty box null; the authorisations and guarantee schemes are sent on
// as the company saved them), and the pricelist's prices on AdminPricelistBody (one box per line,
// whole kroner, an empty box no price). The service's own refusals (the zip table, a street address
// without a zip, the CVR number's checks) are put at their fields. And the answer to the support
// case the editor was opened from.
import {
  AdminPricelistBody,
  CompanyDetailsBody,
  HelpAnswerBody,
  PRICE_KR_MAX,
  type CompanyDetailsReply,
} from '@opgavetorvet/contracts';
import {
  companyTypedBody,
  companyTypedValues,
  maxLengthOf,
  schemaForm,
  textForm,
  typedWhole,
  type CompanyTypedValues,
  type RuleFailure,
} from '@opgavetorvet/ui/forms';

export const PROFILE_TEXT_FIELDS = ['address', 'zip', 'phone', 'email', 'website', 'cvr'] as const;
export const PROFILE_NUMBER_FIELDS = ['founded_year', 'employees'] as const;

export type ProfileEditValues = CompanyTypedValues;

export const profileEditForm = schemaForm<ProfileEditValues, typeof CompanyDetailsBody>(CompanyDetailsBody, {
  toBody: companyTypedBody,
  toValues: companyTypedValues,
  refusals: {
    cvr: [
      'errors:::cvr_check',
      'errors:::cvr_seller',
      'errors:::cvr_taken',
      'errors:::company_details::cvr_unknown',
    ],
    zip: ['errors:::company_details::address_without_zip'],
  },
});

/** The profile fields as the form shows them, from what the company saved. */
export const profileValuesOf = (details: CompanyDetailsReply): ProfileEditValues =>
  profileEditForm.toValues(details);

/** The longest texts the service takes, as the boxes' limits. */
export const PROFILE_TEXT_MAX: Record<string, number | undefined> = Object.fromEntries(
  ['description', ...PROFILE_TEXT_FIELDS].map((field) => [field, maxLengthOf(CompanyDetailsBody, field)]),
);

/** The box of one pricelist line's price. */
export const priceField = (lineId: number): string => `line_${lineId}`;

export type PricelistValues = Record<string, string>;

const PRICE = 'errors:::admin_company::price';

/** A typed price as the body's: '' is no price (null), digits whole kroner, anything else as typed. */
const kronerOf = (value: unknown): number | null => typedWhole(typeof value === 'string' ? value : '');

/** A price the schema takes: none, or whole kroner from 1 to PRICE_KR_MAX. */
const priceTaken = (price: number | null): boolean =>
  price === null || (Number.isInteger(price) && price >= 1 && price <= PRICE_KR_MAX);

/**
 * The pricelist form of these lines (each line once): one box per line; a box the schema would
 * refuse is told at that box (the schema names the list as a whole).
 */
export function pricelistForm(lineIds: number[]) {
  return schemaForm<PricelistValues, typeof AdminPricelistBody>(AdminPricelistBody, {
    toBody: (values) => ({
      prices: lineIds.map((id) => ({ category_id: id, price_kr: kronerOf(values[priceField(id)]) })),
    }),
    toValues: (body) => {
      const prices = Array.isArray(body.prices)
        ? (body.prices as { category_id: number; price_kr: unknown }[])
        : [];
      return Object.fromEntries(
        lineIds.map((id) => {
          const price = prices.find((line) => line.category_id === id)?.price_kr;
          return [priceField(id), price === null || price === undefined ? '' : String(price)];
        }),
      );
    },
    messages: { prices: PRICE },
    rules: (values): RuleFailure[] =>
      lineIds
        .filter((id) => !priceTaken(kronerOf(values[priceField(id)])))
        .map((id) => ({ field: priceField(id), key: PRICE, values: { limit: PRICE_KR_MAX } })),
  });
}

/** The pricelist's lines once each, in the profile's order (a line may belong to two pricelists). */
export function uniqueLines<L extends { category_id: number }>(pricelists: { lines: L[] }[]): L[] {
  const seen = new Set<number>();
  return pricelists.flatMap((pricelist) =>
    pricelist.lines.filter((line) =>
      seen.has(line.category_id) ? false : (seen.add(line.category_id), true),
    ),
  );
}

/** The answer to the support case, on the help inbox's call's schema (HelpAnswerBody), as the inbox's. */
export const caseAnswerForm = textForm(HelpAnswerBody, 'text', {
  emptyKey: 'errors:::field_empty',
  refusals: ['errors:::help::answer_empty'],
});
