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
  companyTypedBody,
  companyTypedValues,
  maxLengthOf,
  schemaForm,
  trimmed,
  typedWhole,
  type CompanyTypedValues,
  type RuleFailure,
  type SchemaFormReturn,
} from '@opgavetorvet/ui/forms';

/** The box of an authorisation's number, one per kind. */
export type NumberField = `number_${AuthorisationKind}`;
export const numberField = (kind: AuthorisationKind): NumberField => `number_${kind}`;

export type ProfileDetailsValues = CompanyTypedValues &
  Record<NumberField, string> & {
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
  const year = typedWhole(values.founded_year);
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
      ...companyTypedBody(values),
      authorisations: Array.isArray(values.authorisations)
        ? authorisationsOf(values)
        : (values.authorisations as Authorisation[]),
      guarantees: inOrder(GUARANTEE_SCHEMES, values.guarantees),
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
        ...companyTypedValues(body),
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
