// The personalised work order's checks (SPEC §5, the texts in the errors namespace; the server
// repeats them) and the reading of the two server-rendered forms of the order modal: the pricelist
// lines with their amount fields (/bruger/companymodalamountattr) and the order form
// (/bruger/ajaxpagebestil), whose values are sent as JSON instead of a page post.
import type { OrderPageBody, PersonalizedWorkBody } from '@opgavetorvet/contracts';

export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  /** The zip code (SPEC §3 'location'). */
  location: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;
const ZIP = /^[0-9]{4}$/;
const AMOUNT = /^[0-9]{1,9}$/;

/** The error keys of the contact fields, in the order of SPEC §5; empty when the form may be sent. */
export function contactErrors(fields: ContactFields): string[] {
  const errors: string[] = [];
  if (fields.name.trim() === '') errors.push('errors:::full_name');
  if (!PHONE.test(fields.phone.trim())) errors.push('errors:::phone');
  if (!ZIP.test(fields.location.trim())) errors.push('errors:::zip');
  const email = fields.email.trim();
  if (email === '') errors.push('errors:::email_required');
  else if (!EMAIL.test(email)) errors.push('errors:::email_invalid');
  return errors;
}

const text = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};
const id = (data: FormData, name: string): number => Number(text(data, name)) || 0;

/** A whole amount 0..999999999 (SPEC §9), or null. */
export function parseAmount(value: string): number | null {
  const trimmed = value.trim();
  return AMOUNT.test(trimmed) ? Number(trimmed) : null;
}

export type ReadResult<T> = { ok: true; body: T } | { ok: false; errors: string[] };

/**
 * The pricelist form: the chosen line (categoryid), the amount field of that line (attr_id, 0 when
 * the line has none), the amount and the headline. Attribute radios of other lines do not count.
 */
export function readAmountForm(form: HTMLFormElement): ReadResult<OrderPageBody> {
  const data = new FormData(form);
  const categoryid = id(data, 'categoryid');
  const ofLine = Array.from(form.querySelectorAll<HTMLInputElement>('input[name="attr_id"]')).filter(
    (input) => input.dataset.categoryId === String(categoryid) && (input.type === 'hidden' || input.checked),
  );
  const amount = parseAmount(text(data, 'amount'));
  const headline = text(data, 'select_headline').trim();
  const errors: string[] = [];
  if (amount === null) errors.push('bruger:::order::amount_invalid');
  if (headline === '') errors.push('errors:::field_empty');
  if (errors.length > 0 || amount === null) return { ok: false, errors };
  return {
    ok: true,
    body: {
      company_id: id(data, 'company_id'),
      pricelist: id(data, 'pricelist'),
      categoryid,
      attr_id: Number(ofLine[0]?.value ?? 0) || 0,
      amount,
      select_headline: headline,
    },
  };
}

/** The order form: its hidden order fields and the contact fields, checked by SPEC §5. */
export function readOrderForm(form: HTMLFormElement): ReadResult<PersonalizedWorkBody> {
  const data = new FormData(form);
  const contact: ContactFields = {
    name: text(data, 'name'),
    email: text(data, 'email'),
    phone: text(data, 'phone'),
    location: text(data, 'location'),
  };
  const errors = contactErrors(contact);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: contact.name.trim(),
      email: contact.email.trim(),
      phone: contact.phone.trim(),
      location: contact.location.trim(),
      pricelist: id(data, 'pricelist'),
      amount: parseAmount(text(data, 'amount')) ?? 0,
      categoryid: id(data, 'categoryid'),
      headline: text(data, 'headline').trim(),
      attr_id: id(data, 'attr_id'),
      company_id: id(data, 'company_id'),
    },
  };
}
