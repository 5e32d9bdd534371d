// What a company tells customers about itself (issue 31), edited on /firma/oplysninger and shown on
// its profile /{slug}, its directory card, the offers a customer reads and the contract: a
// description, the street address (zip and town from the zip table), how customers reach it, its
// website, year founded, staff, authorisations with their numbers, guarantee schemes, and its CVR
// number, checked by its digits and, where the register is configured, against the register.
import { Type, type Static } from 'typebox';
import { EMAIL_MAX, LiteralUnion, PHONE_MAX } from './common.js';

export const COMPANY_DESCRIPTION_MAX = 3000;
export const COMPANY_ADDRESS_MAX = 100;
export const COMPANY_WEBSITE_MAX = 200;
export const COMPANY_FOUNDED_MIN = 1800;
export const COMPANY_EMPLOYEES_MAX = 10_000;
export const AUTHORISATION_NUMBER_MAX = 30;

/**
 * Authorisations Sikkerhedsstyrelsen grants, each shown with its number: electrician, plumber
 * (water and drains), gas fitter, drain layer, and a certified refrigeration fitter.
 */
export const AUTHORISATION_KINDS = ['el', 'vvs', 'gas', 'kloak', 'koel'] as const;
export type AuthorisationKind = (typeof AUTHORISATION_KINDS)[number];

/** Guarantee schemes a Danish trade association runs for its members' customers. */
export const GUARANTEE_SCHEMES = ['byg_garanti', 'tekniq', 'malermestre', 'dansk_haandvaerk'] as const;
export type GuaranteeScheme = (typeof GUARANTEE_SCHEMES)[number];

export const Authorisation = Type.Object(
  {
    kind: LiteralUnion(AUTHORISATION_KINDS),
    number: Type.String({
      minLength: 1,
      maxLength: AUTHORISATION_NUMBER_MAX,
      pattern: '\\S',
      'x-error': {
        required: 'errors:::company_details::authorisation_number',
        tooLong: 'errors:::company_details::authorisation_number_too_long',
      },
    }),
  },
  { additionalProperties: false },
);
export type Authorisation = Static<typeof Authorisation>;

/** An optional text: empty means "not given". */
const Optional = (
  maxLength: number,
  error: string | { invalid: string; tooLong: string },
  pattern?: string,
) => Type.String({ maxLength, ...(pattern ? { pattern } : {}), 'x-error': error });

/**
 * A whole number, or null for "not given". The null is a `const` tried first, not `type: 'null'`:
 * the service's validator coerces types, and would turn 0 into null (passing a minimum of 1) or
 * null into 0. The text sits on the union, the schema a failure is reported at.
 */
const OptionalInteger = (bounds: { minimum: number; maximum?: number }, error: string) =>
  Type.Union([Type.Unsafe<null>({ const: null }), Type.Integer(bounds)], { 'x-error': error });

/**
 * PUT /api/firma/profil: the whole presentation at once. Empty texts and null numbers clear a field.
 * The service also checks the zip against the zip table and the CVR number (check digit, not the
 * seller's, not in use, and the register's answer when CVR_API_URL is set).
 */
export const CompanyDetailsBody = Type.Object(
  {
    description: Optional(COMPANY_DESCRIPTION_MAX, 'errors:::company_details::description'),
    address: Optional(COMPANY_ADDRESS_MAX, 'errors:::company_details::address'),
    zip: Type.String({ pattern: '^([0-9]{4})?$', 'x-error': 'errors:::zip' }),
    phone: Optional(PHONE_MAX, 'errors:::phone', '^(\\+?[0-9][0-9 -]{6,18}[0-9])?$'),
    email: Optional(EMAIL_MAX, 'errors:::email_invalid', '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$'),
    website: Optional(
      COMPANY_WEBSITE_MAX,
      { invalid: 'errors:::company_details::website', tooLong: 'errors:::company_details::website_too_long' },
      '^((https?://)?[a-zA-Z0-9æøåÆØÅ-]+(\\.[a-zA-Z0-9æøåÆØÅ-]+)+(/\\S*)?)?$',
    ),
    founded_year: OptionalInteger({ minimum: COMPANY_FOUNDED_MIN }, 'errors:::company_details::founded_year'),
    employees: OptionalInteger(
      { minimum: 1, maximum: COMPANY_EMPLOYEES_MAX },
      'errors:::company_details::employees',
    ),
    authorisations: Type.Array(Authorisation, { maxItems: AUTHORISATION_KINDS.length }),
    guarantees: Type.Array(LiteralUnion(GUARANTEE_SCHEMES), { maxItems: GUARANTEE_SCHEMES.length }),
    cvr: Type.String({ pattern: '^([0-9]{8})?$', 'x-error': 'errors:::cvr' }),
  },
  { additionalProperties: false },
);
export type CompanyDetailsBody = Static<typeof CompanyDetailsBody>;

/** What the register said of the company's CVR number, when it was asked. */
export const CvrRegisterFacts = Type.Object({
  name: Type.String(),
  address: Type.String(),
  zip: Type.String(),
  city: Type.String(),
  industry_code: Type.Union([Type.String(), Type.Null()]),
  industry: Type.Union([Type.String(), Type.Null()]),
});
export type CvrRegisterFacts = Static<typeof CvrRegisterFacts>;

/** GET /api/firma/profil: the fields as saved, the town of the zip, and the CVR check's state. */
export const CompanyDetailsReply = Type.Object({
  ...CompanyDetailsBody.properties,
  city: Type.String(),
  /** The register found the number's company active (false: not checked, or no register configured). */
  cvr_verified: Type.Boolean(),
  /** What the register said, when it verified the number. */
  register: Type.Union([CvrRegisterFacts, Type.Null()]),
});
export type CompanyDetailsReply = Static<typeof CompanyDetailsReply>;

/** The reply of saving (PUT): a notice and the fields as saved. */
export const CompanyDetailsSavedReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  details: CompanyDetailsReply,
});
export type CompanyDetailsSavedReply = Static<typeof CompanyDetailsSavedReply>;

/**
 * What customers see of a company's details (profile, offers, directory card); only what it filled
 * in. `reply_minutes` is the median time from a job's alert to its offer over its last 20 offers,
 * null before it has made 5.
 */
export const PublicCompanyDetails = Type.Object({
  address: Type.Union([Type.String(), Type.Null()]),
  zip: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  website: Type.Union([Type.String(), Type.Null()]),
  founded_year: Type.Union([Type.Integer(), Type.Null()]),
  employees: Type.Union([Type.Integer(), Type.Null()]),
  authorisations: Type.Array(Authorisation),
  guarantees: Type.Array(LiteralUnion(GUARANTEE_SCHEMES)),
  cvr: Type.Union([Type.String(), Type.Null()]),
  cvr_verified: Type.Boolean(),
  reply_minutes: Type.Union([Type.Integer(), Type.Null()]),
});
export type PublicCompanyDetails = Static<typeof PublicCompanyDetails>;

/** Offers shown from this many on: fewer say nothing about how fast a company answers. */
export const REPLY_TIME_MIN_OFFERS = 5;
/** The offers the reply time is the median of (the newest). */
export const REPLY_TIME_OFFERS = 20;
