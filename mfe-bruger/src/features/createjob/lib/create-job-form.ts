// The create-job form on its call's schema (CreateJobBody): the typed fields (trimmed), the answers
// to the category's questions as the body's `attributes`, a visitor's contact fields and, when her
// e-mail has a customer profile, that profile's password. The category's own questions are rules
// beyond the schema (which must be answered, numbers whole and within the schema's Amount), each
// shown at its question ('attr-12'); the schema's fields at theirs.
import {
  Amount,
  CreateJobBody,
  type CategoryAttribute,
  type FieldSchema,
  type JobAttributeAnswer,
} from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed, type RuleFailure } from '@opgavetorvet/ui/forms';
import { emptyAnswer, isAnswered, toAttributeAnswers, type AnswerValue, type Answers } from './answers';

export type CreateJobFields = {
  headline: string;
  description: string;
  zip: string;
  name: string;
  email: string;
  phone: string;
};

export type CreateJobValues = CreateJobFields & { password_confirm: string; answers: Answers };

export const attributeField = (attributeId: number) => `attr-${attributeId}`;

/** The field labels for the schema's fields that name no message of their own. */
const labels: Record<string, string> = {
  headline: 'bruger:::createjob::headline',
  description: 'bruger:::createjob::description',
  zip: 'bruger:::createjob::zip',
  name: 'bruger:::createjob::name',
  email: 'bruger:::createjob::email',
  phone: 'bruger:::createjob::phone',
  password_confirm: 'bruger:::createjob::profile_password',
};

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

/** The answers a body's `attributes` give (the inverse of toAttributeAnswers). */
function answersOf(attributes: CategoryAttribute[], given: JobAttributeAnswer[] = []): Answers {
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

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The form of one category: `needsContact` for a visitor (name, e-mail, phone), `asksPassword` when
 * her e-mail has a customer profile. The page gives category_id and send_company_id.
 */
export function createJobForm(
  attributes: CategoryAttribute[],
  { needsContact, asksPassword }: { needsContact: boolean; asksPassword: boolean },
) {
  return schemaForm<CreateJobValues, typeof CreateJobBody>(CreateJobBody, {
    toBody: (values) => ({
      headline: trimmed(values.headline),
      description: trimmed(values.description),
      zip: trimmed(values.zip),
      attributes: toAttributeAnswers(attributes, values.answers),
      ...(needsContact
        ? { name: trimmed(values.name), email: trimmed(values.email), phone: trimmed(values.phone) }
        : {}),
      ...(asksPassword ? { password_confirm: values.password_confirm } : {}),
    }),
    toValues: (body) => ({
      headline: text(body.headline),
      description: text(body.description),
      zip: text(body.zip),
      name: text(body.name),
      email: text(body.email),
      phone: text(body.phone),
      password_confirm: text(body.password_confirm),
      answers: answersOf(attributes, body.attributes as JobAttributeAnswer[] | undefined),
    }),
    labels,
    rules: (values) => questionFailures(attributes, values.answers),
  });
}

/** The longest texts the service takes. */
export const JOB_TEXT_MAX = {
  headline: maxLengthOf(CreateJobBody, 'headline'),
  description: maxLengthOf(CreateJobBody, 'description'),
};
