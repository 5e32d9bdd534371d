// Business rules of the company side of jobs as plain functions: the per-company hidden-jobs cookie,
// which contact states allow finishing or cancelling, and the final price in øre.
import type { ContactState } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

export {
  HIDDEN_JOBS_MAX,
  LONG_COOKIE_MAX_AGE_SECONDS,
  hiddenJobsCookie,
  parseHiddenJobs,
  toggleHidden,
} from '../../lib/hidden-jobs.js';

/**
 * SPEC §4: a chosen company finishes a confirmed job; these states refuse with their own text
 * (after proposed changes the company confirms first, once the customer agreed to them).
 */
const finishRefusals: Partial<Record<ContactState, string>> = {
  awaiting_confirmation: 'fragments-firma:::finish::confirm_first',
  changes_proposed: 'fragments-firma:::finish::changes_pending',
  cancel_pending: 'fragments-firma:::finish::cancel_pending',
  finished: 'fragments-firma:::finish::already_finished',
};

/** Throws 409 unless a job in this contact state may be finished now. */
export function assertCanFinish(state: ContactState): void {
  if (state === 'confirmed') return;
  throw new AppError(409, finishRefusals[state] ?? 'fragments-firma:::finish::not_active');
}

/** States a chosen company may ask to cancel from (the administrator decides). */
export const CANCELLABLE_STATES: readonly ContactState[] = [
  'awaiting_confirmation',
  'confirmed',
  'changes_proposed',
];

/** The final price in øre (above 0) from the whole kroner and the one- or two-digit øre of the finish form. */
export function priceInOre(price: string, cents: string | undefined): number {
  const kroner = Number(price);
  if (!/^[0-9]{1,9}$/.test(price) || kroner > 999999999) throw new AppError(400, 'errors:::amount_invalid');
  const ore = cents ? Number(cents) : 0;
  if (cents && (!/^[0-9]{1,2}$/.test(cents) || ore > 99)) throw new AppError(400, 'errors:::cents_invalid');
  // '5' in the øre field is 5 øre (0,05 kr.), as the two-digit field shows it: 05.
  const total = kroner * 100 + ore;
  // A finished job was paid for: 0 kr. is a slip of the finger that the customer would be told.
  if (total === 0) throw new AppError(400, 'errors:::amount_positive');
  return total;
}

export interface CancelFields {
  text: string;
  option: number;
  newOne: boolean;
  appointmentAt: number | null;
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
  const date = Number(body.company_appointment_date || 0);
  return { text, option, newOne: body.optionnewone === '1', appointmentAt: date || null };
}
