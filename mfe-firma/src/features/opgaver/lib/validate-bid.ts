// The bid form's checks (SPEC §5/§9: amounts are whole numbers up to 999999999, no decimals, '.'
// as the thousands separator; the price above 0; the minimum estimate not above the maximum); the
// server repeats every check.
import type { BidBody } from '@opgavetorvet/contracts';
import { kronerErrorKey, kronerIn, readKroner } from '@opgavetorvet/ui';

export interface BidFields {
  amount: string;
  min_estimate: string;
  max_estimate: string;
  comment: string;
}

export type BidErrors = Partial<Record<keyof BidFields, string>>;

/** Text keys of the errors per field; empty when the bid may be sent. */
export function validateBid(fields: BidFields): BidErrors {
  const errors: BidErrors = {};
  const amount = fields.amount.trim();
  if (amount === '') errors.amount = 'firma:::bid::amount_required';
  else {
    const reading = readKroner(amount, { positive: true });
    if (!reading.ok) errors.amount = kronerErrorKey(reading.reason);
  }
  for (const key of ['min_estimate', 'max_estimate'] as const) {
    const value = fields[key].trim();
    const reading = readKroner(value, { positive: false });
    if (value !== '' && !reading.ok) errors[key] = kronerErrorKey(reading.reason);
  }
  const min = kronerIn(fields.min_estimate);
  const max = kronerIn(fields.max_estimate);
  if (!errors.min_estimate && !errors.max_estimate && min !== undefined && max !== undefined && min > max) {
    errors.min_estimate = 'firma:::bid::estimate_order';
  }
  return errors;
}

/** The kroner of a field the checks above passed. */
function kroner(text: string): number {
  const amount = kronerIn(text);
  if (amount === undefined) throw new Error(`not an amount: ${text}`);
  return amount;
}

/** The body of POST /api/firma/bud from valid fields; empty optional fields are left out. */
export function bidBody(jobId: number, fields: BidFields): BidBody {
  const body: BidBody = { job_id: jobId, amount: kroner(fields.amount) };
  if (fields.min_estimate.trim() !== '') body.min_estimate = kroner(fields.min_estimate);
  if (fields.max_estimate.trim() !== '') body.max_estimate = kroner(fields.max_estimate);
  if (fields.comment.trim() !== '') body.comment = fields.comment.trim();
  return body;
}
