// The forms of the customer's control of her job (issue 32) on their calls' schemas: the edited
// headline and description (trimmed), the addition's one text, and the withdrawal's reason with
// her own words, which 'Andet' needs (a rule of the service's handler beyond the schema).
import { EditJobBody, JobAdditionBody, WithdrawJobBody, type WithdrawReason } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, textForm, trimmed } from '@opgavetorvet/ui/forms';

export type EditJobValues = { headline: string; description: string };

export const editJobForm = schemaForm<EditJobValues, typeof EditJobBody>(EditJobBody, {
  toBody: ({ headline, description }) => ({ headline: trimmed(headline), description: trimmed(description) }),
});

export const HEADLINE_MAX = maxLengthOf(EditJobBody, 'headline');
export const DESCRIPTION_MAX = maxLengthOf(EditJobBody, 'description');

export const additionForm = textForm(JobAdditionBody, 'text', { emptyKey: 'errors:::field_empty' });

export type WithdrawValues = { reason: WithdrawReason; text: string };

export const withdrawForm = schemaForm<WithdrawValues, typeof WithdrawJobBody>(WithdrawJobBody, {
  toBody: ({ reason, text }) => (reason === 'other' ? { reason, text: trimmed(text) } : { reason }),
  toValues: (body) => ({
    reason: String(body.reason ?? '') as WithdrawReason,
    text: String(body.text ?? ''),
  }),
  refusals: { text: ['errors:::withdraw_reason_text'] },
  rules: ({ reason, text }) =>
    reason === 'other' && trimmed(text) === ''
      ? [{ field: 'text', key: 'errors:::withdraw_reason_text' }]
      : [],
});

export const WITHDRAW_TEXT_LIMIT = maxLengthOf(WithdrawJobBody, 'text');
