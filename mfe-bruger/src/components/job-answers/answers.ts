// The answers to a category's questions as a form holds them, shared by the create-job form and the
// edit form of a job without offers (issue 32): how they become a body's `attributes` list (one
// entry per ticked checkbox, SPEC §3 job attributes), how a body's list and the job page's answer
// rows become them again.
import type { CategoryAttribute, JobAttributeAnswer, JobPageReply } from '@opgavetorvet/contracts';

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

/** The answers a body's `attributes` give, to the questions asked (the inverse of toAttributeAnswers). */
export function answersOf(attributes: CategoryAttribute[], given: JobAttributeAnswer[] = []): Answers {
  const answers: Answers = {};
  for (const attribute of attributes) {
    const mine = given.filter((answer) => answer.attribute_id === attribute.id);
    if (mine.length === 0) continue;
    const answer: AnswerValue = { ...emptyAnswer, optionIds: [] };
    for (const { option_id, number_value, car_model_id } of mine) {
      if (option_id !== undefined) answer.optionIds.push(option_id);
      if (number_value !== undefined) answer.numberValue = String(number_value);
      if (car_model_id !== undefined) answer.carModelId = car_model_id;
    }
    answers[attribute.id] = answer;
  }
  return answers;
}

/** The job page's answer rows as the form's answers; a car model keeps the name the page shows. */
export function answersOfRows(attributes: CategoryAttribute[], rows: JobPageReply['attributes']): Answers {
  const given = rows.map((row): JobAttributeAnswer => ({
    attribute_id: row.attribute_id,
    ...(row.option_id !== null ? { option_id: row.option_id } : {}),
    ...(row.number_value !== null ? { number_value: row.number_value } : {}),
    ...(row.car_model_id !== null ? { car_model_id: row.car_model_id } : {}),
  }));
  const answers = answersOf(attributes, given);
  for (const row of rows) {
    const answer = answers[row.attribute_id];
    if (answer && row.car_model_id !== null) answer.carModelLabel = row.value;
  }
  return answers;
}
