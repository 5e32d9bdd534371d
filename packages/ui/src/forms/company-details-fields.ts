// The typed fields of a company's details (CompanyDetailsBody) as a form maps them to its call's
// body and back, for the company's own "Firmaprofil" form (mfe-firma) and the administrator's edit
// of it (mfe-admin): the texts trimmed at their ends ('' clears a field), the year founded and the
// staff typed digits sent as numbers, an empty box as null. A value the form was not given (a body
// without the field, as the schema-form tests type one) stays missing in the body it makes, so the
// form refuses it as its call does.
import type { CompanyDetailsBody } from '@opgavetorvet/contracts';
import type { FormValues } from './schema-form';

/** The fields typed in boxes (the authorisations and guarantee schemes are ticked, not typed). */
export type CompanyTypedField =
  'description' | 'address' | 'zip' | 'phone' | 'email' | 'website' | 'founded_year' | 'employees' | 'cvr';

export type CompanyTypedValues = Record<CompanyTypedField, string>;

/** A typed text as the body's: trimmed at its ends. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : (value as string));

/** Typed digits as the body's number, an empty box as null; anything else as typed, for the schema to refuse. */
export function typedWhole(value: unknown): number | null {
  if (typeof value !== 'string') return value as null;
  const typed = value.trim();
  if (typed === '') return null;
  return /^[0-9]+$/.test(typed) ? Number(typed) : (typed as unknown as number);
}

/** A saved value as its box shows it: null as an empty box. */
const shown = (value: unknown): string =>
  value === undefined ? (value as unknown as string) : value === null ? '' : String(value);

/** The typed fields' part of the body. */
export const companyTypedBody = (
  values: CompanyTypedValues,
): Pick<CompanyDetailsBody, CompanyTypedField> => ({
  description: text(values.description),
  address: text(values.address),
  zip: text(values.zip),
  phone: text(values.phone),
  email: text(values.email),
  website: text(values.website),
  founded_year: typedWhole(values.founded_year),
  employees: typedWhole(values.employees),
  cvr: text(values.cvr),
});

/** The typed fields' boxes of a body (or of the details as saved). */
export const companyTypedValues = (body: FormValues): CompanyTypedValues => ({
  description: shown(body.description),
  address: shown(body.address),
  zip: shown(body.zip),
  phone: shown(body.phone),
  email: shown(body.email),
  website: shown(body.website),
  founded_year: shown(body.founded_year),
  employees: shown(body.employees),
  cvr: shown(body.cvr),
});
