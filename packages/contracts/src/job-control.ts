// The customer's control of her own job (issue 32): editing it while it has no offer, a dated
// addition ("Tilføjelse") once it has, withdrawing it with a reason and opening it again within
// WITHDRAW_REOPEN_DAYS, where the job stands (created → offers → chosen → confirmed → done →
// reviewed, with what happens next and by when), and the street address to prefill when she chooses
// a company (the choice's body, with its StreetAddress, is customer-jobs.ts).
import { Type, type Static } from 'typebox';
import { CategoryAttribute } from './catalog.js';
import { Filled, Id, LiteralUnion } from './common.js';
import { JOB_DESCRIPTION_MAX, JOB_HEADLINE_MAX, JobAttributeAnswer } from './jobs.js';

/** A withdrawn job can be opened again this many days after it was withdrawn. */
export const WITHDRAW_REOPEN_DAYS = 30;
export const JOB_ADDITION_MAX = 2000;
export const WITHDRAW_TEXT_MAX = 500;

/** Why the customer withdraws the job; 'other' needs her own words. */
export const WITHDRAW_REASONS = ['no_longer_needed', 'solved_otherwise', 'too_expensive', 'other'] as const;
export const WithdrawReason = LiteralUnion(WITHDRAW_REASONS);
export type WithdrawReason = Static<typeof WithdrawReason>;

/**
 * POST /api/bruger/opgaver/:jobId/rediger: the new headline and description, and (when given) all
 * its answers anew in the shape of posting a job, while the job has no offer.
 */
export const EditJobBody = Type.Object(
  {
    headline: Filled(JOB_HEADLINE_MAX),
    description: Filled(JOB_DESCRIPTION_MAX),
    attributes: Type.Optional(Type.Array(JobAttributeAnswer, { maxItems: 60 })),
  },
  { additionalProperties: false },
);
export type EditJobBody = Static<typeof EditJobBody>;

/** POST /api/bruger/opgaver/:jobId/tilfoejelse: a dated addition the bidders see and are told of. */
export const JobAdditionBody = Type.Object(
  { text: Filled(JOB_ADDITION_MAX) },
  { additionalProperties: false },
);
export type JobAdditionBody = Static<typeof JobAdditionBody>;

/** POST /api/bruger/opgaver/:jobId/traek-tilbage: the reason, and for 'other' her own words. */
export const WithdrawJobBody = Type.Object(
  {
    reason: WithdrawReason,
    text: Type.Optional(Type.String({ maxLength: WITHDRAW_TEXT_MAX })),
  },
  { additionalProperties: false },
);
export type WithdrawJobBody = Static<typeof WithdrawJobBody>;

/** The reply of a change: its Danish notice and the job's control afterwards. */
export const JobControlChangeReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  job_id: Id,
});
export type JobControlChangeReply = Static<typeof JobControlChangeReply>;

export const JobAddition = Type.Object({ addition_id: Id, text: Type.String(), created_at: Type.Integer() });
export type JobAddition = Static<typeof JobAddition>;

/** Where a job stands, in the order it gets there. */
export const JOB_STEPS = ['created', 'offers', 'chosen', 'confirmed', 'done', 'reviewed'] as const;
export type JobStep = (typeof JOB_STEPS)[number];

/** What happens next (a text key of bruger:::control::next) and by when (unix seconds, or none). */
export const JOB_NEXT = [
  'await_offers',
  'choose',
  'await_confirmation',
  'await_finish',
  'review',
  'nothing',
  'withdrawn',
  'expired',
  'closed',
] as const;
export const JobNext = LiteralUnion(JOB_NEXT);
export type JobNext = Static<typeof JobNext>;

export const JobProgress = Type.Object({
  steps: Type.Array(
    Type.Object({
      step: LiteralUnion(JOB_STEPS),
      reached: Type.Boolean(),
      /** When the job reached it, where that is known. */
      at: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  current: LiteralUnion(JOB_STEPS),
  next: JobNext,
  /** The time `next` is bound to (the job's expiry, the company's answer, the review request). */
  by: Type.Union([Type.Integer(), Type.Null()]),
  /** A second time where one applies: the expiry warning, the company's reminder. */
  reminder_at: Type.Union([Type.Integer(), Type.Null()]),
  /** The chosen company's name, where `next` names it. */
  company: Type.Union([Type.String(), Type.Null()]),
});
export type JobProgress = Static<typeof JobProgress>;

/** GET /api/bruger/opgaver/:jobId/styring: what the customer may do with her job now, and where it stands. */
export const JobControlReply = Type.Object({
  job_id: Id,
  /** No offer yet: headline, description and answers can be changed. */
  can_edit: Type.Boolean(),
  /** It has offers and is still open: an addition reaches the bidders. */
  can_add: Type.Boolean(),
  can_withdraw: Type.Boolean(),
  /** Withdrawn and still within WITHDRAW_REOPEN_DAYS (or expired): until when it can be opened again. */
  reopen_until: Type.Union([Type.Integer(), Type.Null()]),
  withdrawal: Type.Union([
    Type.Object({
      at: Type.Integer(),
      reason: WithdrawReason,
      text: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  additions: Type.Array(JobAddition),
  progress: JobProgress,
  /** The address given for the chosen company, else the profile's, to prefill the question. */
  street_address: Type.Union([Type.String(), Type.Null()]),
  /**
   * While it can be edited: its category's questions, which the edit form asks again (filled in
   * with the job page's answers); empty otherwise.
   */
  questions: Type.Array(CategoryAttribute),
});
export type JobControlReply = Static<typeof JobControlReply>;
