// The bid form's checks (SPEC §5/§9: amounts are whole numbers up to 999999999, no decimals; the
// minimum estimate not above the maximum); the server repeats every check.
import type { BidBody } from '@opgavetorvet/contracts';

export interface BidFields {
  amount: string;
  min_estimate: string;
  max_estimate: string;
  comment: string;
}

export type BidErrors = Partial<Record<keyof BidFields, string>>;

const WHOLE_AMOUNT = /^[0-9]{1,9}$/;

/** Text keys of the errors per field; empty when the bid may be sent. */
export function validateBid(fields: BidFields): BidErrors {
  const errors: BidErrors = {};
  const amount = fields.amount.trim();
  if (amount === '') errors.amount = 'firma:::bid::amount_required';
  else if (!WHOLE_AMOUNT.test(amount) || Number(amount) < 1) errors.amount = 'errors:::amount_invalid';
  for (const key of ['min_estimate', 'max_estimate'] as const) {
    const value = fields[key].trim();
    if (value !== '' && !WHOLE_AMOUNT.test(value)) errors[key] = 'errors:::amount_invalid';
  }
  const min = fields.min_estimate.trim();
  const max = fields.max_estimate.trim();
  if (!errors.min_estimate && !errors.max_estimate && min !== '' && max !== '' && Number(min) > Number(max)) {
    errors.min_estimate = 'firma:::bid::estimate_order';
  }
  return errors;
}

/** The body of POST /api/firma/bud from valid fields; empty optional fields are left out. */
export function bidBody(jobId: number, fields: BidFields): BidBody {
  const body: BidBody = { job_id: jobId, amount: Number(fields.amount.trim()) };
  if (fields.min_estimate.trim() !== '') body.min_estimate = Number(fields.min_estimate.trim());
  if (fields.max_estimate.trim() !== '') body.max_estimate = Number(fields.max_estimate.trim());
  if (fields.comment.trim() !== '') body.comment = fields.comment.trim();
  return body;
}
