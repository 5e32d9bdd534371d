// The reason of removing a job or opening it again, on its call's schema (AdminJobActionBody): the
// trimmed reason, which the customer and the companies are told; an empty one is told the schema's
// own text (errors:::job_removal_reason) before sending, and the service's refusal lands at the field.
import { AdminJobActionBody } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type ActionValues = { reason: string };

export const actionForm = schemaForm<ActionValues, typeof AdminJobActionBody>(AdminJobActionBody, {
  toBody: ({ reason }) => ({ reason: trimmed(reason) }),
  toValues: (body) => ({ reason: String(body.reason ?? '') }),
  refusals: { reason: ['errors:::job_removal_reason'] },
});

export const ACTION_REASON_MAX = maxLengthOf(AdminJobActionBody, 'reason');
