// Where a job stands for its customer (issue 32): created → offers → company chosen → confirmed →
// done → reviewed, and what happens next and by when — the job's expiry with its warning
// (lib/reminders/expiry.ts), the chosen company's 96 hours with its 48-hour reminder and the review
// request two days after the job is done (lib/reminders/won-job-reminders.ts), or until when a
// withdrawn job can be opened again. A plain function of the job's facts; the page words it.
import { JOB_STEPS, type JobProgress, type JobStep } from '@opgavetorvet/contracts';
import type { ContactState, JobStatus } from '../../db/schema/index.js';
import { OPEN_DAYS, WARN_DAYS_BEFORE } from '../../lib/reminders/expiry.js';
import { DAY } from '../../lib/reminders/once.js';
import {
  CONFIRM_REMINDER_AFTER,
  REVIEW_REQUEST_AFTER,
  UNCONFIRMED_AFTER,
} from '../../lib/reminders/won-job-reminders.js';
import { reopenableUntil } from './withdraw.js';

export interface JobFacts {
  status: JobStatus;
  createdAt: number;
  openUntil: number | null;
  withdrawnAt: number | null;
  /** The first offer's time, null without one. */
  firstOfferAt: number | null;
  winner: {
    state: ContactState;
    company: string;
    selectedAt: number | null;
    finishedAt: number | null;
    expectedEndAt: number | null;
  } | null;
  reviewedAt: number | null;
}

const CONFIRMED: readonly ContactState[] = ['confirmed', 'finished', 'cancel_pending'];
const AWAITING: readonly ContactState[] = ['awaiting_confirmation', 'changes_proposed'];

/** When an open job expires: its open_until, or OPEN_DAYS after it was posted (as the expiry reads it). */
export const expiresAt = (facts: Pick<JobFacts, 'createdAt' | 'openUntil'>): number =>
  facts.openUntil ?? facts.createdAt + OPEN_DAYS * DAY;

function reachedAt(facts: JobFacts): Record<JobStep, { reached: boolean; at: number | null }> {
  const winner = facts.winner?.state === 'refused' ? null : facts.winner;
  const done = winner?.state === 'finished' || facts.status === 'finished';
  return {
    created: { reached: true, at: facts.createdAt },
    offers: { reached: facts.firstOfferAt !== null, at: facts.firstOfferAt },
    chosen: { reached: winner !== null, at: winner?.selectedAt ?? null },
    confirmed: { reached: winner !== null && CONFIRMED.includes(winner.state), at: null },
    done: { reached: done, at: winner?.finishedAt ?? null },
    reviewed: { reached: facts.reviewedAt !== null, at: facts.reviewedAt },
  };
}

type Next = Pick<JobProgress, 'next' | 'by' | 'reminder_at'>;

function nextOf(facts: JobFacts, current: JobStep): Next {
  const none = { by: null, reminder_at: null };
  if (facts.status === 'cancelled' && facts.withdrawnAt !== null)
    return { next: 'withdrawn', by: reopenableUntil(facts.withdrawnAt), reminder_at: null };
  if (facts.status === 'expired') return { next: 'expired', ...none };
  if (current === 'reviewed') return { next: 'nothing', ...none };
  const winner = facts.winner;
  if (current === 'done')
    return {
      next: 'review',
      by: winner?.finishedAt ? winner.finishedAt + REVIEW_REQUEST_AFTER : null,
      reminder_at: null,
    };
  if (facts.status === 'cancelled' || facts.status === 'closed') return { next: 'closed', ...none };
  if (current === 'confirmed')
    return { next: 'await_finish', by: winner?.expectedEndAt ?? null, reminder_at: null };
  if (current === 'chosen' && winner && AWAITING.includes(winner.state) && winner.selectedAt !== null)
    return {
      next: 'await_confirmation',
      by: winner.selectedAt + UNCONFIRMED_AFTER,
      reminder_at: winner.selectedAt + CONFIRM_REMINDER_AFTER,
    };
  const expires = expiresAt(facts);
  return {
    next: facts.firstOfferAt === null ? 'await_offers' : 'choose',
    by: expires,
    reminder_at: expires - WARN_DAYS_BEFORE * DAY,
  };
}

export function jobProgress(facts: JobFacts): JobProgress {
  const reached = reachedAt(facts);
  const steps = JOB_STEPS.map((step) => ({ step, ...reached[step] }));
  const current = [...steps].reverse().find((s) => s.reached)?.step ?? 'created';
  const winner = facts.winner?.state === 'refused' ? null : facts.winner;
  return { steps, current, ...nextOf(facts, current), company: winner?.company ?? null };
}
