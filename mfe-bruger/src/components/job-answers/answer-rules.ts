// The rules of a category's questions beyond the call's schema, checked by the create-job form and
// the edit form of a job without offers (issue 32) before sending: each required question answered,
// a number whole and within the schema's Amount, each shown at its question ('attr-12'). The
// service words the same refusals with the question's name; such a text is put back at its question.
import { Amount, type CategoryAttribute, type FieldSchema } from '@opgavetorvet/contracts';
import type { RuleFailure } from '@opgavetorvet/ui/forms';
import type { TFunction } from 'i18next';
import { isAnswered, type Answers } from './answers';

/** The form field a question's error is shown at. */
export const attributeField = (attributeId: number) => `attr-${attributeId}`;

const DIGITS = /^[0-9]+$/;
/** The largest number an answer takes (the body's number_value is an Amount). */
const AMOUNT_MAX = (Amount as FieldSchema).maximum ?? 0;
/** The most digits a number answer has (an input's maxLength). */
export const AMOUNT_DIGITS = String(AMOUNT_MAX).length;

/** The category's questions: each required one answered, a number whole and within Amount. */
export function questionFailures(attributes: CategoryAttribute[], answers: Answers): RuleFailure[] {
  return attributes.flatMap((attribute): RuleFailure[] => {
    const answer = answers[attribute.id];
    const field = attributeField(attribute.id);
    if (attribute.required && !isAnswered(attribute, answer))
      return [{ field, key: 'errors:::attribute_required', values: { name: attribute.name } }];
    const number = answer?.numberValue.trim() ?? '';
    if (attribute.kind !== 'number' || number === '') return [];
    return DIGITS.test(number) && Number(number) <= AMOUNT_MAX
      ? []
      : [{ field, key: 'errors:::amount_invalid' }];
  });
}

/** The service's refusals of one question's answer, each naming the question. */
const REFUSALS = ['errors:::attribute_required', 'errors:::attribute_invalid'];

/** The question field a service's refusal text is about, or undefined when it names none. */
export function questionOfRefusal(
  attributes: CategoryAttribute[],
  text: string,
  t: TFunction,
): string | undefined {
  const question = attributes.find((attribute) =>
    REFUSALS.some((key) => t(key, { name: attribute.name }) === text),
  );
  return question && attributeField(question.id);
}
