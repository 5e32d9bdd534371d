// The life of a job and of a contact (a company's link to a job) in one table: every allowed change
// of state, from which states, and what a caller is told when the current state does not allow it
// (the error key each handler has always answered, SPEC §8). The functions beside this file make
// the changes; each checks its entry here, writes with an UPDATE guarded by the same states (so of
// parallel calls exactly one changes the row) and queues its notices, in the caller's transaction.
import type { ContactState, JobStatus } from '../../db/schema/index.js';
import { AppError, type ErrorParams } from '../../errors.js';

/** A change the current state does not allow; `notification` is how a bid's refusal is shown. */
export class StateRefusal extends AppError {
  constructor(
    statusCode: number,
    key: string,
    readonly notification: 'error' | 'info' = 'error',
    params?: ErrorParams,
  ) {
    super(statusCode, key, params);
  }
}

/** What a refused change answers: its status, its key, and (bids) an info notification. */
export interface Refusal {
  status: number;
  key: string;
  notification?: 'info';
}

/**
 * One allowed change. `to: 'before_request'` is the state the contact had before its cancel request
 * (kept on the request); `to: 'before_removal'` the status the job had before the administrator
 * removed it (kept on the job). `refused` is null for a change that follows another one and is simply left
 * out when the state does not allow it (the caller's own change decides the reply).
 */
export interface Transition<State extends string> {
  from: readonly (State | null)[];
  to: State | KeptState;
  refused: ((state: State | null) => Refusal) | null;
}

/** A change back to a state kept before another change (on the cancel request, or on the job). */
export type KeptState = 'before_request' | 'before_removal';

const conflict = (key: string): Refusal => ({ status: 409, key });

/** SPEC §4 "Won job": the chosen company answers while it has not confirmed. */
const UNCONFIRMED = ['awaiting_confirmation', 'changes_proposed'] as const;
const wonAnswerRefused = (state: ContactState | null): Refusal =>
  conflict(
    state === 'confirmed'
      ? 'fragments-firma:::won::already_confirmed'
      : 'fragments-firma:::won::not_awaiting',
  );

/** States a chosen company may ask to cancel from (the administrator decides). */
export const CANCELLABLE_STATES = ['awaiting_confirmation', 'confirmed', 'changes_proposed'] as const;

/** A chosen company finishes a confirmed job; these states refuse with their own text. */
const FINISH_REFUSALS: Partial<Record<ContactState, string>> = {
  awaiting_confirmation: 'fragments-firma:::finish::confirm_first',
  changes_proposed: 'fragments-firma:::finish::changes_pending',
  cancel_pending: 'fragments-firma:::finish::cancel_pending',
  finished: 'fragments-firma:::finish::already_finished',
};

/** The contact's changes; `null` among `from` is "no contact yet". */
export const CONTACT_TRANSITIONS = {
  /** A sealed bid: a new contact, or a withdrawn one bidding again. */
  place_bid: {
    from: [null, 'withdrawn'],
    to: 'bid',
    refused: (state) =>
      state === 'declined'
        ? conflict('fragments-firma:::bid::declined')
        : { status: 409, key: 'fragments-firma:::bid::already_bid', notification: 'info' },
  },
  withdraw_bid: {
    from: ['bid'],
    to: 'withdrawn',
    refused: () => conflict('fragments-firma:::bid::cannot_withdraw'),
  },
  /** The customer's "Tak, men nej tak": a second one is a replay that changes nothing. */
  decline_bid: { from: ['bid'], to: 'declined', refused: null },
  choose_supplier: {
    from: ['bid'],
    to: 'awaiting_confirmation',
    refused: () => conflict('errors:::contact_not_choosable'),
  },
  /** The former winner gives way to the customer's next choice (it refused, or let 96 hours pass). */
  give_way: { from: ['refused', 'awaiting_confirmation'], to: 'refused', refused: null },
  confirm: { from: UNCONFIRMED, to: 'confirmed', refused: wonAnswerRefused },
  refuse: { from: UNCONFIRMED, to: 'refused', refused: wonAnswerRefused },
  propose_changes: { from: UNCONFIRMED, to: 'changes_proposed', refused: wonAnswerRefused },
  finish: {
    from: ['confirmed'],
    to: 'finished',
    refused: (state) => conflict((state && FINISH_REFUSALS[state]) ?? 'fragments-firma:::finish::not_active'),
  },
  request_cancel: {
    from: CANCELLABLE_STATES,
    to: 'cancel_pending',
    refused: (state) =>
      conflict(
        state === 'cancel_pending'
          ? 'fragments-firma:::cancel::already_pending'
          : 'fragments-firma:::cancel::not_possible',
      ),
  },
  undo_cancel: {
    from: ['cancel_pending'],
    to: 'before_request',
    refused: () => conflict('fragments-firma:::cancel::nothing_pending'),
  },
  approve_cancel: {
    from: ['cancel_pending'],
    to: 'cancelled',
    refused: () => conflict('errors:::cancellation_decided'),
  },
  reject_cancel: {
    from: ['cancel_pending'],
    to: 'before_request',
    refused: () => conflict('errors:::cancellation_decided'),
  },
} as const satisfies Record<string, Transition<ContactState>>;

/** The job's changes; `null` among `from` is "not posted yet". */
export const JOB_TRANSITIONS = {
  post: { from: [null], to: 'open', refused: null },
  /** A supplier is chosen (again, after a refusal or a lapse: the job stays assigned). */
  assign: { from: ['open', 'assigned'], to: 'assigned', refused: null },
  /** The chosen company refused: open for another choice. */
  reopen_after_refusal: { from: ['assigned'], to: 'open', refused: null },
  /** With its confirmed contact ('closed': a job of the old site's, kept with its chosen company). */
  finish: { from: ['open', 'assigned', 'closed'], to: 'finished', refused: null },
  cancel: { from: ['assigned'], to: 'cancelled', refused: null },
  /** An approved cancellation whose customer wants a new company: open for offers again. */
  back_out_for_bids: { from: ['assigned'], to: 'open', refused: null },
  expire: { from: ['open'], to: 'expired', refused: null },
  reopen_expired: { from: ['expired'], to: 'open', refused: () => conflict('errors:::job_not_expired') },
  /** The customer withdraws her job while no company is chosen (issue 32; withdrawn_at tells it from a cancellation). */
  withdraw: { from: ['open'], to: 'cancelled', refused: () => conflict('errors:::job_not_withdrawable') },
  /** …and opens it again within WITHDRAW_REOPEN_DAYS (the guard on withdrawn_at is its UPDATE's). */
  reopen_withdrawn: {
    from: ['cancelled'],
    to: 'open',
    refused: () => conflict('errors:::job_not_reopenable'),
  },
  /**
   * The administrator closes and removes a job for illegal or abusive content (issue 33), with a
   * reason both sides are told; removed_at tells it from a withdrawal or a cancellation and
   * removed_from_status keeps the status it had.
   */
  remove_by_admin: {
    from: ['open', 'assigned', 'expired'],
    to: 'cancelled',
    refused: () => conflict('errors:::job_not_removable'),
  },
  /** …and opens it again as it was (the guard on removed_at is its UPDATE's). */
  restore_by_admin: {
    from: ['cancelled'],
    to: 'before_removal',
    refused: () => conflict('errors:::job_not_removed'),
  },
} as const satisfies Record<string, Transition<JobStatus>>;

export type ContactTransition = keyof typeof CONTACT_TRANSITIONS;
export type JobTransition = keyof typeof JOB_TRANSITIONS;

/**
 * What a company may no longer do on a job the administrator removed (remove_by_admin, issue 33),
 * each refused with its own text: the job is 'cancelled' with removed_at while its contacts keep
 * their states, so the contact's own entry above would still allow the answer or the finish. The
 * bid is refused here before its "job closed", and the SMS of dates and the company's messages,
 * which are no state changes, go by this table too.
 */
export const REMOVED_JOB_REFUSALS = {
  place_bid: 'errors:::job_removed_bid',
  confirm: 'errors:::job_removed_answer',
  refuse: 'errors:::job_removed_answer',
  propose_changes: 'errors:::job_removed_answer',
  finish: 'errors:::job_removed_finish',
  send_sms: 'errors:::job_removed_sms',
  send_message: 'errors:::job_removed_message',
} as const satisfies Record<string, string>;

export type CompanyActionOnJob = keyof typeof REMOVED_JOB_REFUSALS;

/** Throws the action's 409 when the administrator has removed the job (its `removed_at` is set). */
export function assertJobNotRemoved(action: CompanyActionOnJob, removedAt: number | null): void {
  if (removedAt !== null) throw new StateRefusal(409, REMOVED_JOB_REFUSALS[action]);
}

const allows = <State extends string>(transition: Transition<State>, state: State | null): boolean =>
  transition.from.includes(state);

const statesOf = <State extends string>(transition: Transition<State>): State[] =>
  transition.from.filter((state): state is State => state !== null);

/**
 * The contact states a company reaches once the customer chose it (a booking exists): where
 * `choose_supplier` leads and every state the table moves on to from there.
 */
export const CHOSEN_STATES: readonly ContactState[] = (() => {
  const reached = new Set<ContactState>([CONTACT_TRANSITIONS.choose_supplier.to]);
  for (let grew = true; grew;) {
    grew = false;
    for (const transition of Object.values(CONTACT_TRANSITIONS) as Transition<ContactState>[]) {
      if (transition.to === 'before_request' || transition.to === 'before_removal') continue;
      if (reached.has(transition.to)) continue;
      if (transition.from.some((state) => state !== null && reached.has(state))) {
        reached.add(transition.to);
        grew = true;
      }
    }
  }
  return [...reached];
})();

/** The states a contact change leaves from, for the guard of its UPDATE. */
export const contactFrom = (name: ContactTransition): ContactState[] =>
  statesOf<ContactState>(CONTACT_TRANSITIONS[name]);

/** The states a job change leaves from, for the guard of its UPDATE. */
export const jobFrom = (name: JobTransition): JobStatus[] => statesOf<JobStatus>(JOB_TRANSITIONS[name]);

/** Whether the contact's current state allows the change. */
export const contactMayMove = (name: ContactTransition, state: ContactState | null): boolean =>
  allows<ContactState>(CONTACT_TRANSITIONS[name], state);

/** The refusal of a change from a state that does not allow it. */
function refusalOf<State extends string>(
  transition: Transition<State>,
  state: State | null,
  params?: ErrorParams,
): StateRefusal {
  if (!transition.refused) throw new Error('a change that follows another is left out, never refused');
  const refusal = transition.refused(state);
  return new StateRefusal(refusal.status, refusal.key, refusal.notification ?? 'error', params);
}

/**
 * The refusal a contact change answers from a state that does not allow it (also when its guarded
 * UPDATE found the row moved on meanwhile).
 */
export const contactRefusal = (
  name: ContactTransition,
  state: ContactState | null,
  params?: ErrorParams,
): StateRefusal => refusalOf<ContactState>(CONTACT_TRANSITIONS[name], state, params);

/** Throws the change's refusal unless the contact's current state allows it. */
export function assertContactMove(
  name: ContactTransition,
  state: ContactState | null,
  params?: ErrorParams,
): void {
  if (!contactMayMove(name, state)) throw contactRefusal(name, state, params);
}

/** The refusal a job change answers from a status that does not allow it. */
export const jobRefusal = (name: JobTransition, status: JobStatus | null): StateRefusal =>
  refusalOf<JobStatus>(JOB_TRANSITIONS[name], status);
