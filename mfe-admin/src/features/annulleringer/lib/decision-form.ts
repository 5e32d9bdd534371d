// The decision's reason on its call's schema (CancellationDecisionBody): the page gives the
// decision, the form the trimmed reason; an empty one is told 'Dette felt må ikke være tomt.' here
// (the schema names no text; the service's own 'only spaces' refusal lands at the field too).
import { CancellationDecisionBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type DecisionValues = { reason: string };

export const decisionForm = schemaForm<DecisionValues, typeof CancellationDecisionBody>(
  CancellationDecisionBody,
  {
    toBody: ({ reason }) => ({ reason: trimmed(reason) }),
    toValues: (body) => ({ reason: String(body.reason ?? '') }),
    messages: { reason: 'errors:::field_empty' },
    refusals: { reason: ['errors:::decision_reason'] },
  },
);

export const REASON_MAX = maxLengthOf(CancellationDecisionBody, 'reason');
