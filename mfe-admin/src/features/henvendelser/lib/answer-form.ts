// The administrator's answer on its call's schema (HelpAnswerBody): an empty text is told
// 'Dette felt må ikke være tomt.' before sending, the service's 'only spaces' refusal at the box too.
import { HelpAnswerBody } from '@opgavetorvet/contracts';
import { textForm } from '@opgavetorvet/ui/forms';

export const answerForm = textForm(HelpAnswerBody, 'text', {
  emptyKey: 'errors:::field_empty',
  refusals: ['errors:::help::answer_empty'],
});
