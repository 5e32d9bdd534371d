// The create-job form's answers to the category's questions, and how they become the body's
// `attributes` list (one entry per ticked checkbox, SPEC §3 job attributes).
import type { CategoryAttribute, JobAttributeAnswer } from '@opgavetorvet/contracts';

export interface AnswerValue {
  optionIds: number[];
  numberValue: string;
  carModelId: number | null;
  /** The chosen car model's name as the field shows it (kept with the draft, not sent). */
  carModelLabel?: string;
}

export type Answers = Record<number, AnswerValue>;

export const emptyAnswer: AnswerValue = { optionIds: [], numberValue: '', carModelId: null };

export function isAnswered(attribute: CategoryAttribute, answer: AnswerValue = emptyAnswer): boolean {
  switch (attribute.kind) {
    case 'checkbox':
    case 'select':
      return answer.optionIds.length > 0;
    case 'number':
      return answer.numberValue.trim() !== '';
    case 'car_model':
      return answer.carModelId !== null;
  }
}

export function toAttributeAnswers(attributes: CategoryAttribute[], answers: Answers): JobAttributeAnswer[] {
  return attributes.flatMap((attribute): JobAttributeAnswer[] => {
    const answer = answers[attribute.id] ?? emptyAnswer;
    if (!isAnswered(attribute, answer)) return [];
    const attribute_id = attribute.id;
    if (attribute.kind === 'number') return [{ attribute_id, number_value: Number(answer.numberValue) }];
    if (attribute.kind === 'car_model')
      return answer.carModelId ? [{ attribute_id, car_model_id: answer.carModelId }] : [];
    return answer.optionIds.map((option_id) => ({ attribute_id, option_id }));
  });
}
