// Ordering from a company's pricelist and the personalised work order (SPEC §3/§5/§7), and the
// car model look-up of car categories. A company's pricelist is made of the categories it works
// in: each line is a subcategory with its amount attributes (number questions such as m²).
import { Type, type Static } from 'typebox';
import { Amount, Id, Filled, ContactEmail, ContactPhone, NAME_MAX } from './common.js';
import { JOB_HEADLINE_MAX } from './jobs.js';

/** 0 = no amount attribute (the line is ordered as a whole). */
const AttrId = Type.Integer({ minimum: 0, maximum: 2147483647 });

/** /bruger/companymodalamountattr: the pricelist line (category) of a company and its amount fields. */
export const CompanyAmountAttrBody = Type.Object(
  { company_id: Id, category_id: Id },
  { additionalProperties: false },
);
export type CompanyAmountAttrBody = Static<typeof CompanyAmountAttrBody>;

/**
 * /bruger/ajaxpagebestil: pricelist is the company's category whose pricelist was opened,
 * categoryid the subcategory ordered (that category or one of its subcategories), attr_id its
 * amount attribute (or 0), amount the quantity in that attribute's unit.
 */
export const OrderPageBody = Type.Object(
  {
    amount: Amount,
    company_id: Id,
    select_headline: Filled(JOB_HEADLINE_MAX),
    categoryid: Id,
    pricelist: Id,
    attr_id: AttrId,
  },
  { additionalProperties: false },
);
export type OrderPageBody = Static<typeof OrderPageBody>;

/** /bruger/createpersonalizedwork: the personalised work order form, SPEC §5 texts per field. */
export const PersonalizedWorkBody = Type.Object(
  {
    name: Filled(NAME_MAX, 'errors:::full_name'),
    email: ContactEmail,
    phone: ContactPhone,
    location: Type.String({ pattern: '^[0-9]{4}$', 'x-error': 'errors:::zip' }),
    pricelist: Id,
    amount: Amount,
    categoryid: Id,
    headline: Filled(JOB_HEADLINE_MAX),
    attr_id: AttrId,
    company_id: Id,
  },
  { additionalProperties: false },
);
export type PersonalizedWorkBody = Static<typeof PersonalizedWorkBody>;

/** Success: error '' and the new job's page in link. */
export const PersonalizedWorkReply = Type.Object({ error: Type.String(), link: Type.String() });
export type PersonalizedWorkReply = Static<typeof PersonalizedWorkReply>;

/** A refused order: `error` for the form's error area, and the same text as a notification. */
export const PersonalizedWorkRefusal = Type.Object({
  error: Type.String(),
  link: Type.Literal(''),
  type: Type.Literal('error'),
  message: Type.String(),
});
export type PersonalizedWorkRefusal = Static<typeof PersonalizedWorkRefusal>;

/** SPEC §9: car model search needs at least 2 characters. */
export const CAR_MODEL_MIN_CHARS = 2;
export const CAR_MODELS_PAGE_SIZE = 20;

export const CarModelsQuery = Type.Object(
  {
    q: Type.String({ minLength: CAR_MODEL_MIN_CHARS, maxLength: 50 }),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  },
  { additionalProperties: false },
);
export type CarModelsQuery = Static<typeof CarModelsQuery>;

/** GET /opgave/get_auto_models: select-box results ("Make Model" in text), 20 a page. */
export const CarModelsReply = Type.Object({
  results: Type.Array(
    Type.Object({ id: Id, text: Type.String(), make: Type.String(), model: Type.String() }),
  ),
  pagination: Type.Object({ more: Type.Boolean() }),
});
export type CarModelsReply = Static<typeof CarModelsReply>;
