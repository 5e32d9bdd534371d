// The order forms on their calls' schemas (SPEC §5, the texts the schemas name; the server repeats
// every check): the pricelist lines with their amount fields (/bruger/companymodalamountattr, sent
// to /bruger/ajaxpagebestil as OrderPageBody), the order form (/bruger/ajaxpagebestil's html, sent to
// /bruger/createpersonalizedwork as PersonalizedWorkBody) and the quote request of /indhent-tilbud
// (the same call, no amount). The two server-rendered forms are read as text, then checked like
// the quote form; each form's values stand in the order its errors are listed (SPEC §5: name,
// phone, zip, e-mail).
import { DataAcknowledgmentBody, OrderPageBody, PersonalizedWorkBody } from '@opgavetorvet/contracts';
import { checkForm, schemaForm, trimmed, type FormCheck } from '@opgavetorvet/ui/forms';
import type { TFunction } from 'i18next';

/** Digits become a number; anything else is sent on as typed (and refused by the schema). */
export const numberOf = (text: unknown): number | string => {
  const value = trimmed(text);
  return /^[0-9]+$/.test(value) ? Number(value) : value;
};
const textOf = (value: unknown): string => (value === undefined ? '' : String(value));

export type ContactValues = {
  name: string;
  phone: string;
  /** The zip code (SPEC §3 'location'). */
  location: string;
  email: string;
};
const contactFields: (keyof ContactValues)[] = ['name', 'phone', 'location', 'email'];
const contactBody = (values: ContactValues) =>
  Object.fromEntries(contactFields.map((field) => [field, trimmed(values[field])])) as ContactValues;
const contactValues = (body: Record<string, unknown>) =>
  Object.fromEntries(contactFields.map((field) => [field, textOf(body[field])])) as ContactValues;

const orderFields = ['pricelist', 'amount', 'categoryid', 'headline', 'attr_id', 'company_id'] as const;
export type OrderValues = ContactValues & Record<(typeof orderFields)[number], string>;

/** The order form of /bruger/ajaxpagebestil: its hidden order fields and the contact fields. */
export const orderForm = schemaForm<OrderValues, typeof PersonalizedWorkBody>(PersonalizedWorkBody, {
  toBody: (values) => ({
    ...contactBody(values),
    pricelist: numberOf(values.pricelist) as number,
    amount: numberOf(values.amount) as number,
    categoryid: numberOf(values.categoryid) as number,
    headline: trimmed(values.headline),
    attr_id: numberOf(values.attr_id) as number,
    company_id: numberOf(values.company_id) as number,
  }),
  toValues: (body) => ({
    ...contactValues(body),
    ...(Object.fromEntries(orderFields.map((field) => [field, textOf(body[field])])) as Record<
      (typeof orderFields)[number],
      string
    >),
  }),
});

export type QuoteValues = { line: string; headline: string } & ContactValues;

/** The quote request: the line ('pricelist:category', quote-lines.ts), its description and the contact. */
export const quoteForm = schemaForm<QuoteValues, typeof PersonalizedWorkBody>(PersonalizedWorkBody, {
  toBody: ({ line, headline, ...contact }) => {
    const [pricelist, categoryid] = line.split(':').map(Number);
    return {
      ...(pricelist && categoryid ? { pricelist, categoryid } : {}),
      headline: trimmed(headline),
      ...contactBody(contact),
    };
  },
  toValues: (body) => ({
    line:
      body.pricelist === undefined || body.categoryid === undefined
        ? ''
        : `${body.pricelist}:${body.categoryid}`,
    headline: textOf(body.headline),
    ...contactValues(body),
  }),
  fields: { pricelist: 'line', categoryid: 'line' },
  messages: {
    pricelist: 'bruger:::order::quote::line_required',
    categoryid: 'bruger:::order::quote::line_required',
  },
  ownTexts: { headline: { required: 'bruger:::order::quote::headline_required' } },
});

export type AmountValues = Record<
  'amount' | 'select_headline' | 'company_id' | 'pricelist' | 'categoryid' | 'attr_id',
  string
>;

/** The pricelist form: the amount (a whole number, the schema's bounds) and the headline. */
export const amountForm = schemaForm<AmountValues, typeof OrderPageBody>(OrderPageBody, {
  toBody: (values) => ({
    amount: numberOf(values.amount) as number,
    select_headline: trimmed(values.select_headline),
    company_id: numberOf(values.company_id) as number,
    pricelist: numberOf(values.pricelist) as number,
    categoryid: numberOf(values.categoryid) as number,
    attr_id: numberOf(values.attr_id) as number,
  }),
  toValues: (body) =>
    Object.fromEntries(
      ['amount', 'select_headline', 'company_id', 'pricelist', 'categoryid', 'attr_id'].map((field) => [
        field,
        textOf(body[field]),
      ]),
    ) as AmountValues,
  messages: { amount: 'bruger:::order::amount_invalid' },
  ownTexts: { select_headline: { required: 'errors:::field_empty' } },
});

const text = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The pricelist form: the chosen line (categoryid), the amount field of that line (attr_id, 0 when
 * the line has none), the amount and the headline. Attribute radios of other lines do not count.
 */
export function readAmountForm(
  form: HTMLFormElement,
  t: TFunction,
): Promise<FormCheck<typeof OrderPageBody>> {
  const data = new FormData(form);
  const categoryid = text(data, 'categoryid');
  const ofLine = Array.from(form.querySelectorAll<HTMLInputElement>('input[name="attr_id"]')).filter(
    (input) => input.dataset.categoryId === categoryid && (input.type === 'hidden' || input.checked),
  );
  const values: AmountValues = {
    amount: text(data, 'amount'),
    select_headline: text(data, 'select_headline'),
    company_id: text(data, 'company_id'),
    pricelist: text(data, 'pricelist'),
    categoryid,
    attr_id: ofLine[0]?.value ?? '0',
  };
  return checkForm(amountForm, values, {}, t);
}

/** The order form: its hidden order fields and the contact fields. */
export function readOrderForm(
  form: HTMLFormElement,
  t: TFunction,
): Promise<FormCheck<typeof PersonalizedWorkBody>> {
  const data = new FormData(form);
  const values = orderForm.toValues(Object.fromEntries(data.entries()));
  return checkForm(orderForm, values, {}, t);
}

/** The confirmation of a profile by its password (/bruger/data_acknowledgment); the page gives the e-mail. */
export const confirmProfileForm = schemaForm<{ password: string }, typeof DataAcknowledgmentBody>(
  DataAcknowledgmentBody,
  {
    toBody: ({ password }) => ({ password_confirm: password }),
    toValues: (body) => ({ password: textOf(body.password_confirm) }),
    fields: { password_confirm: 'password' },
    messages: { password_confirm: 'errors:::field_empty' },
  },
);
