// The create-job form's checks, with the texts of SPEC §5 (the server repeats every check).
import type { TFunction } from 'i18next';
import type { CategoryAttribute } from '@opgavetorvet/contracts';
import { isAnswered, type Answers } from './answers';

export interface CreateJobFields {
  headline: string;
  description: string;
  zip: string;
  name: string;
  email: string;
  phone: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;
const ZIP = /^[0-9]{4}$/;
const AMOUNT = /^[0-9]{1,9}$/;

/** Returns the messages to show, empty when the form may be sent. */
export function validateCreateJob(
  form: CreateJobFields,
  attributes: CategoryAttribute[],
  answers: Answers,
  needsContact: boolean,
  t: TFunction,
): string[] {
  const messages: string[] = [];
  const required = (value: string, label: string) => {
    if (value.trim() === '') messages.push(t('errors:::validation::required', { field: t(label) }));
  };
  required(form.headline, 'bruger:::createjob::headline');
  required(form.description, 'bruger:::createjob::description');
  if (!ZIP.test(form.zip.trim())) messages.push(t('errors:::zip'));
  for (const attribute of attributes) {
    const answer = answers[attribute.id];
    if (attribute.required && !isAnswered(attribute, answer)) {
      messages.push(t('errors:::attribute_required', { name: attribute.name }));
    } else if (attribute.kind === 'number' && answer && answer.numberValue.trim() !== '' && !AMOUNT.test(answer.numberValue.trim())) {
      messages.push(t('errors:::amount_invalid'));
    }
  }
  if (!needsContact) return messages;
  if (form.name.trim() === '') messages.push(t('errors:::full_name'));
  if (form.email.trim() === '') messages.push(t('errors:::email_required'));
  else if (!EMAIL.test(form.email.trim())) messages.push(t('errors:::email_invalid'));
  if (!PHONE.test(form.phone.trim())) messages.push(t('errors:::phone'));
  return messages;
}
