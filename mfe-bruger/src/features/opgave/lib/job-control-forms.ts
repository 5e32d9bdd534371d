// The forms of the customer's control of her job (issue 32) on their calls' schemas: the edited
// headline and description (trimmed) with the answers to the category's questions (their rules are
// the create-job form's, components/job-answers), the addition's one text, and the withdrawal's
// reason with her own words, which 'Andet' needs (a rule of the service's handler beyond the schema).
import {
  EditJobBody,
  JobAdditionBody,
  WithdrawJobBody,
  type CategoryAttribute,
  type JobAttributeAnswer,
  type WithdrawReason,
} from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, textForm, trimmed } from '@opgavetorvet/ui/forms';
import { questionFailures } from '../../../components/job-answers/answer-rules';
import { answersOf, toAttributeAnswers, type Answers } from '../../../components/job-answers/answers';

export type EditJobValues = { headline: string; description: string; answers: Answers };

/**
 * The edit form of a job whose category asks `questions`: all answers are sent anew; a category
 * without questions sends none, so the job's answers stay as they are.
 */
export function editJobForm(questions: CategoryAttribute[]) {
  return schemaForm<EditJobValues, typeof EditJobBody>(EditJobBody, {
    toBody: ({ headline, description, answers }) => ({
      headline: trimmed(headline),
      description: trimmed(description),
      ...(questions.length > 0 ? { attributes: toAttributeAnswers(questions, answers) } : {}),
    }),
    toValues: (body) => ({
      headline: String(body.headline ?? ''),
      description: String(body.description ?? ''),
      answers: answersOf(questions, body.attributes as JobAttributeAnswer[] | undefined),
    }),
    rules: ({ answers }) => questionFailures(questions, answers),
  });
}

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
