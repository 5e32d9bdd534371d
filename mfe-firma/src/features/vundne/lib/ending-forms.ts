// The forms of 'Afslut opgave' on their calls' schemas (SPEC §4/§5): the outcome (the cancel call's
// optionselect; the first option, 2, finishes instead), the final price (FinishJobBody: whole kroner
// typed with '.' as the thousands separator, øre of one or two digits) and the cancel request
// (CancelJobBody); the finish and the cancel both carry the agreed day as unix seconds. Beyond the schemas, as the service's handlers: an outcome must be chosen, the
// price with its øre is above 0, and a cancel has a reason text.
import { CancelJobBody, FinishJobBody } from '@opgavetorvet/contracts';
import { formatAmount, kronerIn } from '@opgavetorvet/ui';
import { maxLengthOf, schemaForm, trimmed, type RuleFailure } from '@opgavetorvet/ui/forms';
import { kronerDigits, kronerValue, negativeKroner } from '../../../lib/kroner-fields';

/** SPEC §4: the finish-job form's first radio option; every other option is a cancel reason. */
export const FINISH_OPTION = '2';

/** The cancel reasons offered (the service names 1, 3–6 and shows any other as 'Anden årsag'). */
export const CANCEL_OPTIONS = ['1', '3', '4', '5', '6', '7'] as const;

const FILL_ALL_FIELDS = 'errors:::fill_all_fields';

export type ChoiceValues = { optionselect: string };

/** The outcome; the page gives the job. Nothing chosen is 'Udfyld venligst alle felter, før du sender'. */
export const choiceForm = schemaForm<ChoiceValues, typeof CancelJobBody>(CancelJobBody, {
  toBody: ({ optionselect }) => ({ optionselect: optionselect || undefined }),
  toValues: (body) => ({ optionselect: typeof body.optionselect === 'string' ? body.optionselect : '' }),
  rules: ({ optionselect }) => (optionselect ? [] : [{ field: 'optionselect', key: FILL_ALL_FIELDS }]),
  refusals: { optionselect: [FILL_ALL_FIELDS] },
});

export type PriceValues = {
  price: string;
  cents: string;
  /** The day the job was done, 'YYYY-MM-DD' from the date field, or '' (SPEC §3's finish data). */
  appointment: string;
};

const AMOUNT_POSITIVE = 'errors:::amount_positive';

/** The service finishes no job for 0 kr. and 0 øre; a negative price is told the same. */
function priceRules({ price, cents }: PriceValues): RuleFailure[] {
  const zero = kronerValue(price) === 0 && /^0{0,2}$/.test(cents.trim());
  return zero ? [{ field: 'price', key: AMOUNT_POSITIVE }] : negativeKroner('price', price);
}

export const finishPriceForm = schemaForm<PriceValues, typeof FinishJobBody>(FinishJobBody, {
  toBody: ({ price, cents, appointment }) => ({
    price: kronerDigits(price) as string,
    amount_summ: cents.trim(),
    company_appointment_date: appointmentSeconds(appointment),
  }),
  toValues: (body) => ({
    price: typeof body.price === 'string' ? body.price : '',
    cents: typeof body.amount_summ === 'string' ? body.amount_summ : '',
    appointment: appointmentDay(body.company_appointment_date),
  }),
  fields: { amount_summ: 'cents', company_appointment_date: 'appointment' },
  rules: priceRules,
  refusals: { price: [AMOUNT_POSITIVE] },
});

/** A checked price as SPEC §9 writes it: '12.500,05 kr.' ('5' in the øre field is 5 øre, as the service reads it). */
export function priceText({ price, cents }: PriceValues): string {
  return `${formatAmount(kronerIn(price) ?? 0, cents.trim() === '' ? 0 : Number(cents.trim()))} kr.`;
}

export type CancelValues = {
  text: string;
  newCompany: boolean;
  /** 'YYYY-MM-DD' from the date field, or ''. */
  appointment: string;
};

/** The agreed date as unix seconds at local midnight, or '' when none was given. */
export function appointmentSeconds(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return '';
  return String(
    Math.floor(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime() / 1000),
  );
}

/** The date field's day of unix seconds at local midnight ('' for none). */
export function appointmentDay(seconds: unknown): string {
  if (typeof seconds !== 'string' || !/^[0-9]+$/.test(seconds)) return '';
  const date = new Date(Number(seconds) * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

const CANCEL_REASON = 'errors:::cancel_reason';

/** The cancel request; the page gives the job and the chosen option. */
export const cancelJobForm = schemaForm<CancelValues, typeof CancelJobBody>(CancelJobBody, {
  toBody: ({ text, newCompany, appointment }) => ({
    text: trimmed(text),
    optionnewone: newCompany ? '1' : '0',
    company_appointment_date: appointmentSeconds(appointment),
  }),
  toValues: (body) => ({
    text: typeof body.text === 'string' ? body.text : '',
    newCompany: body.optionnewone === '1',
    appointment: appointmentDay(body.company_appointment_date),
  }),
  rules: ({ text }) => (trimmed(text) === '' ? [{ field: 'text', key: CANCEL_REASON }] : []),
  refusals: { text: [CANCEL_REASON] },
});

export const CANCEL_TEXT_MAX = maxLengthOf(CancelJobBody, 'text');
