// The administrator's decision on a company's cancellation request (SPEC §1/§4: the process is
// not shown; the decision and its reason reach both the customer and the company).
import { Type, type Static } from 'typebox';
import { Id } from './common.js';

export const CancellationIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type CancellationIdParams = Static<typeof CancellationIdParams>;

/** POST /api/admin/annulleringer/:id/beslutning */
export const CancellationDecisionBody = Type.Object(
  {
    decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
    /** Required; only spaces is refused as errors:::decision_reason. */
    reason: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type CancellationDecisionBody = Static<typeof CancellationDecisionBody>;

/** approve: the contact is cancelled (and the job); reject: the contact's earlier state is back. */
export const CancellationDecisionReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  cancellation_id: Id,
  status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
  contact_state: Type.String(),
  job_status: Type.String(),
});
export type CancellationDecisionReply = Static<typeof CancellationDecisionReply>;
