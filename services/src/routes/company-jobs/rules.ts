// Business rules of the company side of jobs as plain functions: the per-company hidden-jobs cookie,
// the final price in øre and the cancel form's fields (which states allow finishing or cancelling
// is the job's life: domain/jobs/transitions.ts).
import { MAX_AMOUNT } from '@opgavetorvet/contracts';
import type { CancelFields } from '../../domain/jobs/endings.js';
import { AppError } from '../../errors.js';

export {
  HIDDEN_JOBS_MAX,
  LONG_COOKIE_MAX_AGE_SECONDS,
  hiddenJobsCookie,
  parseHiddenJobs,
  toggleHidden,
} from '../../lib/hidden-jobs.js';

/** The final price in øre (above 0) from the whole kroner and the one- or two-digit øre of the finish form. */
export function priceInOre(price: string, cents: string | undefined): number {
  const kroner = Number(price);
  if (!/^[0-9]{1,9}$/.test(price) || kroner > MAX_AMOUNT) throw new AppError(400, 'errors:::amount_invalid');
  const ore = cents ? Number(cents) : 0;
  if (cents && (!/^[0-9]{1,2}$/.test(cents) || ore > 99)) throw new AppError(400, 'errors:::cents_invalid');
  // '5' in the øre field is 5 øre (0,05 kr.), as the two-digit field shows it: 05.
  const total = kroner * 100 + ore;
  // A finished job was paid for: 0 kr. is a slip of the finger that the customer would be told.
  if (total === 0) throw new AppError(400, 'errors:::amount_positive');
  return total;
}

/**
 * The cancel form's rules (SPEC §5): no reason option chosen (or finish's value 2) →
 * errors:::fill_all_fields; an empty reason text → errors:::cancel_reason. optionnewone (the
 * customer wants a new company) and the appointment date are optional.
 */
export function checkCancelFields(body: {
  text?: string;
  optionselect?: string;
  optionnewone?: string;
  company_appointment_date?: string;
}): CancelFields {
  const option = Number(body.optionselect || 0);
  if (!option || option === 2 || option > 20) throw new AppError(400, 'errors:::fill_all_fields');
  const text = (body.text ?? '').trim();
  if (!text) throw new AppError(400, 'errors:::cancel_reason');
  return {
    text,
    option,
    newOne: body.optionnewone === '1',
    appointmentAt: appointmentOf(body.company_appointment_date),
  };
}

/** company_appointment_date of the finish and cancel forms: unix seconds, or null when empty or 0. */
export function appointmentOf(date: string | undefined): number | null {
  return Number(date || 0) || null;
}
