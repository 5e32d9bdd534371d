// What a won job shows in its state (SPEC §4): who may still answer, finish or undo, and its prices
// in SPEC §9's format (thousands '.', decimal ','). A job Opgavetorvet removed (issue 33) is no longer
// answered, finished or texted about (docs/decisions.md).
import type { WonJobItem } from '@opgavetorvet/contracts';
import { formatAmount } from '@opgavetorvet/ui';

export type WonAction = 'answer' | 'finish' | 'cancel_pending' | 'finished' | 'none';

type ActionFacts = Pick<WonJobItem, 'state' | 'is_winner'> & Partial<Pick<WonJobItem, 'removal'>>;

/** Opgavetorvet removed the job (issue 33): it is 'cancelled', whatever the contact's state says. */
export const isRemoved = (job: Partial<Pick<WonJobItem, 'removal'>>): boolean =>
  job.removal !== undefined && job.removal !== null;

/**
 * The chosen company answers while awaiting confirmation or after proposing changes (decisions.md),
 * and finishes once confirmed; neither on a job Opgavetorvet removed.
 */
export function wonAction(job: ActionFacts): WonAction {
  if (!job.is_winner) return 'none';
  switch (job.state) {
    case 'awaiting_confirmation':
    case 'changes_proposed':
      return isRemoved(job) ? 'none' : 'answer';
    case 'confirmed':
      return isRemoved(job) ? 'none' : 'finish';
    case 'cancel_pending':
      return 'cancel_pending';
    case 'finished':
      return 'finished';
    default:
      return 'none';
  }
}

/**
 * The expected dates may be texted to the customer once the company has taken the job on: confirmed,
 * or answered 'yes with changes' (the service also takes an unanswered job; decisions.md); not on a
 * job Opgavetorvet removed.
 */
export const canSendSms = (job: ActionFacts): boolean =>
  job.is_winner && !isRemoved(job) && (job.state === 'confirmed' || job.state === 'changes_proposed');

/** A cancel request exists to look at: pending, approved (cancelled), or rejected by the administrator. */
export const hasCancelMessage = (job: Pick<WonJobItem, 'state' | 'cancel_decision'>): boolean =>
  job.state === 'cancel_pending' || job.state === 'cancelled' || job.cancel_decision !== null;

/** '12.500,05 kr.' from øre. */
export const kronerFromOre = (ore: number): string => `${formatAmount(Math.floor(ore / 100), ore % 100)} kr.`;

/** '12.500 kr.' from whole kroner. */
export const wholeKroner = (kroner: number): string => `${formatAmount(kroner)} kr.`;
