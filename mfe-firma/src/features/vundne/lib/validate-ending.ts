// The finish and cancel forms' checks, mirroring the service's SPEC §5 rules so the company sees
// them before sending: the final price is required, whole kroner up to 999999999 without decimals
// ('.' as the thousands separator), and the price with its øre above 0; øre are one or two digits;
// a cancel needs a reason option and a text. The server repeats them.
import type { CancelJobBody, FinishJobBody } from '@opgavetorvet/contracts';
import { formatAmount, kronerErrorKey, kronerIn, readKroner } from '@opgavetorvet/ui';

/** SPEC §4: the finish-job form's first radio option; every other option is a cancel reason. */
export const FINISH_OPTION = '2';

/** The cancel reasons offered (the service names 1, 3–6 and shows any other as 'Anden årsag'). */
export const CANCEL_OPTIONS = ['1', '3', '4', '5', '6', '7'] as const;

export interface PriceFields {
  price: string;
  cents: string;
}

export type PriceErrors = Partial<Record<keyof PriceFields, string>>;

const CENTS = /^[0-9]{1,2}$/;

/** The øre field's error key, or undefined: empty, or one or two digits. */
export function validateCents(value: string): string | undefined {
  const cents = value.trim();
  return cents !== '' && !CENTS.test(cents) ? 'errors:::cents_invalid' : undefined;
}

/** Text keys of the errors per field (errors namespace, the service's own texts). */
export function validatePrice(fields: PriceFields): PriceErrors {
  const errors: PriceErrors = {};
  const price = fields.price.trim();
  const cents = validateCents(fields.cents);
  if (cents) errors.cents = cents;
  const reading = readKroner(price, { positive: false });
  if (price === '') errors.price = 'errors:::price_required';
  else if (!reading.ok) errors.price = kronerErrorKey(reading.reason);
  else if (!cents && reading.kroner === 0 && centsOf(fields) === 0) errors.price = 'errors:::amount_positive';
  return errors;
}

/** The whole kroner of a checked price ('12.500' is 12 500). */
const kronerOf = (fields: PriceFields): number => kronerIn(fields.price) ?? 0;

const centsOf = (fields: PriceFields): number =>
  fields.cents.trim() === '' ? 0 : Number(fields.cents.trim());

/** A checked price as SPEC §9 writes it: '12.500,05 kr.' ('5' in the øre field is 5 øre, as the service reads it). */
export function priceText(fields: PriceFields): string {
  return `${formatAmount(kronerOf(fields), centsOf(fields))} kr.`;
}

export const finishBody = (jobId: number, fields: PriceFields): FinishJobBody => ({
  job_id: jobId,
  price: String(kronerOf(fields)),
  amount_summ: fields.cents.trim(),
});

export interface CancelFields {
  option: string;
  text: string;
  newCompany: boolean;
  /** 'YYYY-MM-DD' from the date field, or ''. */
  appointment: string;
}

/** The first error key of a cancel form, or null (no option → fill all fields; empty text → reason). */
export function validateCancel(fields: CancelFields): string | null {
  if (!fields.option || fields.option === FINISH_OPTION) return 'errors:::fill_all_fields';
  if (fields.text.trim() === '') return 'errors:::cancel_reason';
  return null;
}

/** The agreed date as unix seconds at local midnight, or '' when none was given. */
export function appointmentSeconds(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return '';
  return String(
    Math.floor(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime() / 1000),
  );
}

export const cancelBody = (jobId: number, fields: CancelFields): CancelJobBody => ({
  job_id: jobId,
  text: fields.text.trim(),
  optionselect: fields.option,
  optionnewone: fields.newCompany ? '1' : '0',
  company_appointment_date: appointmentSeconds(fields.appointment),
});
