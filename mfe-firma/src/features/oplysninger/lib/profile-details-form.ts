// The "Firmaprofil" form on its call's schema (CompanyDetailsBody, PUT /api/firma/profil): texts
// are sent trimmed at their ends (a description keeps its paragraphs) and '' clears a field; the year
// founded and the staff are typed digits sent as numbers, an empty box as null; each authorisation
// ticked is sent with its number, the guarantee schemes ticked in their list's order. Beyond the
// schema, as the service's handler (services/src/routes/company-settings/details*.ts): a ticked
// authorisation needs its number (told at that number's box), a street address needs a zip, the
// year founded is not after this year, and a CVR number must pass the register's check digit. The
// service's own refusals of the CVR number (the seller's, in use, unknown to the register; a ceased
// company's, which names it, is matched in cvr-refusals.ts) and of the zip are put at their fields.
import {
  AUTHORISATION_KINDS,
  AUTHORISATION_NUMBER_MAX,
  CompanyDetailsBody,
  GUARANTEE_SCHEMES,
  copenhagenWallClockParts,
  isCvrNumber,
  type Authorisation,
  type AuthorisationKind,
  type GuaranteeScheme,
} from '@opgavetorvet/contracts';
import {
  maxLengthOf,
  schemaForm,
  trimmed,
  type RuleFailure,
  type SchemaFormReturn,
} from '@opgavetorvet/ui/forms';

/** The box of an authorisation's number, one per kind. */
export type NumberField = `number_${AuthorisationKind}`;
export const numberField = (kind: AuthorisationKind): NumberField => `number_${kind}`;

export type ProfileDetailsValues = Record<
  | 'description'
  | 'address'
  | 'zip'
  | 'phone'
  | 'email'
  | 'website'
  | 'founded_year'
  | 'employees'
  | 'cvr'
  | NumberField,
  string
> & {
  /** The kinds of authorisation ticked. */
  authorisations: AuthorisationKind[];
  /** The guarantee schemes ticked. */
  guarantees: GuaranteeScheme[];
};

/** The form as its parts (the credentials, the CVR number) get it. */
export type ProfileDetailsFormReturn = SchemaFormReturn<ProfileDetailsValues, typeof CompanyDetailsBody>;

const AUTHORISATION_NUMBER = 'errors:::company_details::authorisation_number';
const AUTHORISATION_NUMBER_TOO_LONG = 'errors:::company_details::authorisation_number_too_long';
const ADDRESS_WITHOUT_ZIP = 'errors:::company_details::address_without_zip';
const FOUNDED_YEAR = 'errors:::company_details::founded_year';
const CVR_CHECK = 'errors:::cvr_check';

// A value the form was not given (a body without the field, as the schema-form tests type one)
// stays missing in the body it makes, so the form refuses it as its call does.

/** A typed text as the body's: trimmed at its ends. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : (value as string));

/** Typed digits as the body's number, an empty box as null; anything else as typed, for the schema to refuse. */
function whole(value: unknown): number | null {
  if (typeof value !== 'string') return value as null;
  const typed = value.trim();
  if (typed === '') return null;
  return /^[0-9]+$/.test(typed) ? Number(typed) : (typed as unknown as number);
}

/** The ticked values in their list's order. */
function inOrder<T extends string>(list: readonly string[], ticked: T[]): T[] {
  if (!Array.isArray(ticked)) return ticked;
  const place = (value: string) => (list.includes(value) ? list.indexOf(value) : list.length);
  return [...ticked].sort((a, b) => place(a) - place(b));
}

function authorisationsOf(values: ProfileDetailsValues): Authorisation[] {
  return inOrder(AUTHORISATION_KINDS, values.authorisations).map((kind) => ({
    kind,
    number: trimmed(values[numberField(kind)]),
  })) as Authorisation[];
}

const typed = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const given = (value: unknown): string => (value === undefined ? (value as unknown as string) : typed(value));

/** This year in Copenhagen, as the service counts it. */
const thisYear = (): number => copenhagenWallClockParts(Date.now()).year;

function authorisationRules(values: ProfileDetailsValues): RuleFailure[] {
  const held = Array.isArray(values.authorisations) ? values.authorisations : [];
  return held.flatMap((kind): RuleFailure[] => {
    const number = trimmed(values[numberField(kind)]);
    if (number === '') return [{ field: numberField(kind), key: AUTHORISATION_NUMBER }];
    if (number.length > AUTHORISATION_NUMBER_MAX)
      return [
        {
          field: numberField(kind),
          key: AUTHORISATION_NUMBER_TOO_LONG,
          values: { limit: AUTHORISATION_NUMBER_MAX },
        },
      ];
    return [];
  });
}

function rules(values: ProfileDetailsValues): RuleFailure[] {
  const failures = authorisationRules(values);
  if (trimmed(values.address) !== '' && trimmed(values.zip) === '')
    failures.push({ field: 'zip', key: ADDRESS_WITHOUT_ZIP });
  const year = whole(values.founded_year);
  if (typeof year === 'number' && Number.isInteger(year) && year > thisYear())
    failures.push({ field: 'founded_year', key: FOUNDED_YEAR });
  const cvr = trimmed(values.cvr);
  if (/^[0-9]{8}$/.test(cvr) && !isCvrNumber(cvr)) failures.push({ field: 'cvr', key: CVR_CHECK });
  return failures;
}

export const profileDetailsForm = schemaForm<ProfileDetailsValues, typeof CompanyDetailsBody>(
  CompanyDetailsBody,
  {
    toBody: (values) => ({
      description: text(values.description),
      address: text(values.address),
      zip: text(values.zip),
      phone: text(values.phone),
      email: text(values.email),
      website: text(values.website),
      founded_year: whole(values.founded_year),
      employees: whole(values.employees),
      authorisations: Array.isArray(values.authorisations)
        ? authorisationsOf(values)
        : (values.authorisations as Authorisation[]),
      guarantees: inOrder(GUARANTEE_SCHEMES, values.guarantees),
      cvr: text(values.cvr),
    }),
    toValues: (body) => {
      const held = Array.isArray(body.authorisations) ? (body.authorisations as Authorisation[]) : [];
      const numbers = Object.fromEntries(
        AUTHORISATION_KINDS.map((kind) => [
          numberField(kind),
          held.find((authorisation) => authorisation.kind === kind)?.number ?? '',
        ]),
      ) as Record<NumberField, string>;
      return {
        description: given(body.description),
        address: given(body.address),
        zip: given(body.zip),
        phone: given(body.phone),
        email: given(body.email),
        website: given(body.website),
        founded_year: given(body.founded_year),
        employees: given(body.employees),
        cvr: given(body.cvr),
        authorisations: Array.isArray(body.authorisations)
          ? held.map((authorisation) => authorisation.kind)
          : (body.authorisations as AuthorisationKind[]),
        guarantees: body.guarantees as GuaranteeScheme[],
        ...numbers,
      };
    },
    // The list's schema names no text of its own (its numbers' texts are shown at the numbers).
    messages: { authorisations: AUTHORISATION_NUMBER },
    refusals: {
      cvr: [CVR_CHECK, 'errors:::cvr_seller', 'errors:::cvr_taken', 'errors:::company_details::cvr_unknown'],
      zip: [ADDRESS_WITHOUT_ZIP],
      authorisations: ['errors:::company_details::authorisation_twice'],
    },
    rules,
  },
);

/** The longest texts the service takes, as the boxes' limits. */
export const PROFILE_TEXT_MAX = {
  address: maxLengthOf(CompanyDetailsBody, 'address'),
  phone: maxLengthOf(CompanyDetailsBody, 'phone'),
  email: maxLengthOf(CompanyDetailsBody, 'email'),
  website: maxLengthOf(CompanyDetailsBody, 'website'),
  description: maxLengthOf(CompanyDetailsBody, 'description'),
};
