// The create-job form on its call's schema (CreateJobBody): the typed fields (trimmed), the answers
// to the category's questions as the body's `attributes`, a visitor's contact fields and, when her
// e-mail has a customer profile, that profile's password. The category's own questions are rules
// beyond the schema (components/job-answers: which must be answered, numbers whole and within the
// schema's Amount), each shown at its question ('attr-12'); the schema's fields at theirs.
import { CreateJobBody, type CategoryAttribute, type JobAttributeAnswer } from '@opgavetorvet/contracts';
import { maxLengthOf, schemaForm, trimmed } from '@opgavetorvet/ui/forms';
import { questionFailures } from '../../../components/job-answers/answer-rules';
import { answersOf, toAttributeAnswers, type Answers } from '../../../components/job-answers/answers';

export type CreateJobFields = {
  headline: string;
  description: string;
  zip: string;
  name: string;
  email: string;
  phone: string;
};

export type CreateJobValues = CreateJobFields & { password_confirm: string; answers: Answers };

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
