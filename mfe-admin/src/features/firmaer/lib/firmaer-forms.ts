// The company page's two forms on their calls' schemas: a manual credit (whole kroner typed as
// digits become amount_kr; the note trimmed) and a block or reopen with its reason.
import { BlockCompanyBody, ManualCreditBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type CreditValues = { amount: string; note: string };

/** Digits become the amount; empty is no amount; anything else is sent on as typed (and refused). */
const kronerOf = (text: string): number | string | undefined => {
  const value = text.trim();
  if (value === '') return undefined;
  return /^[0-9]+$/.test(value) ? Number(value) : value;
};

export const creditForm = schemaForm<CreditValues, typeof ManualCreditBody>(ManualCreditBody, {
  toBody: ({ amount, note }) => ({ amount_kr: kronerOf(amount) as number, note: trimmed(note) }),
  toValues: (body) => ({
    amount: body.amount_kr === undefined ? '' : String(body.amount_kr),
    note: String(body.note ?? ''),
  }),
  fields: { amount_kr: 'amount' },
});

export type BlockValues = { reason: string };

export const blockForm = schemaForm<BlockValues, typeof BlockCompanyBody>(BlockCompanyBody, {
  toBody: ({ reason }) => ({ reason: trimmed(reason) }),
  toValues: (body) => ({ reason: String(body.reason ?? '') }),
});

/** The longest note and reason the service takes. */
export const NOTE_MAX = maxLengthOf(ManualCreditBody, 'note');
export const REASON_MAX = maxLengthOf(BlockCompanyBody, 'reason');
