// The create-job form's checks: the body is checked with the service's own TypeBox schema
// (CreateJobBody, through fieldErrorsOf) and the category's questions with its own rules (which
// questions must be answered; numbers whole). The result is one Danish message per field, keyed by
// the field ('headline', 'zip', 'attr-12' …), in the order the fields stand in the form.
import type { TFunction } from 'i18next';
import {
  CreateJobBody,
  fieldErrorsOf,
  type CategoryAttribute,
  type CreateJobBody as Body,
} from '@opgavetorvet/contracts';
import { isAnswered, type Answers } from './answers';

export interface CreateJobFields {
  headline: string;
  description: string;
  zip: string;
  name: string;
  email: string;
  phone: string;
}

export type FieldErrors = Record<string, string>;

const AMOUNT = /^[0-9]{1,9}$/;

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

export const attributeField = (attributeId: number) => `attr-${attributeId}`;

/** The messages to show at the fields; empty when the form may be sent. */
export function validateCreateJob(
  body: Body,
  attributes: CategoryAttribute[],
  answers: Answers,
  t: TFunction,
): FieldErrors {
  const schemaErrors = new Map(
    fieldErrorsOf(CreateJobBody, body as unknown as Record<string, unknown>).map((e) => [
      e.field,
      e.key ? t(e.key) : t('errors:::validation::required', { field: t(labels[e.field] ?? e.field) }),
    ]),
  );
  const errors: FieldErrors = {};
  const take = (field: string) => {
    const message = schemaErrors.get(field);
    if (message) errors[field] = message;
  };
  take('headline');
  take('description');
  for (const attribute of attributes) {
    const answer = answers[attribute.id];
    if (attribute.required && !isAnswered(attribute, answer)) {
      errors[attributeField(attribute.id)] = t('errors:::attribute_required', { name: attribute.name });
    } else if (
      attribute.kind === 'number' &&
      answer &&
      answer.numberValue.trim() !== '' &&
      !AMOUNT.test(answer.numberValue.trim())
    ) {
      errors[attributeField(attribute.id)] = t('errors:::amount_invalid');
    }
  }
  for (const field of ['zip', 'name', 'email', 'password_confirm', 'phone', 'password']) take(field);
  return errors;
}
