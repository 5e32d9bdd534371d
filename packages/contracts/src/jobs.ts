// Posting a job (opgave): the create-job form of /{createjob_uri}/{slug} with its attribute answers,
// and for a visitor without a login the contact fields of SPEC §5's personalised form.
import { Type, type Static } from 'typebox';
import { NewPassword } from './accounts.js';
import { Amount, Id, Filled, ContactEmail, ContactPhone, NAME_MAX } from './common.js';
import { JOB_PHOTOS_MAX, PhotoList } from './files.js';

/**
 * One answer to a category attribute. A checkbox answer names one option (send one answer per
 * ticked box), a select answer its option, a number answer `number_value`, a car model answer
 * `car_model_id` (from GET /opgave/get_auto_models).
 */
export const JobAttributeAnswer = Type.Object(
  {
    attribute_id: Id,
    option_id: Type.Optional(Id),
    number_value: Type.Optional(Amount),
    car_model_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type JobAttributeAnswer = Static<typeof JobAttributeAnswer>;

export const JOB_HEADLINE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 5000;

/**
 * POST /api/opgaver. A logged-in customer sends the job fields only; a visitor also sends name,
 * email and phone (and may choose a password), and becomes a logged-in customer.
 */
export const CreateJobBody = Type.Object(
  {
    category_id: Id,
    headline: Filled(JOB_HEADLINE_MAX),
    description: Filled(JOB_DESCRIPTION_MAX),
    zip: Type.String({ pattern: '^[0-9]{4}$', 'x-error': 'errors:::zip' }),
    attributes: Type.Optional(Type.Array(JobAttributeAnswer, { maxItems: 60 })),
    name: Type.Optional(Filled(NAME_MAX, 'errors:::full_name')),
    email: Type.Optional(ContactEmail),
    phone: Type.Optional(ContactPhone),
    password: Type.Optional(NewPassword),
    /**
     * SPEC §6: the e-mail has a customer profile, so the visitor confirms it with that profile's
     * password (the field of /bruger/data_acknowledgment); the job is then posted on it.
     */
    password_confirm: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, 'x-error': 'errors:::field_empty' }),
    ),
    /** SPEC §2 ?sendcompany=: the company the job is also sent to (as the job's first invitation). */
    send_company_id: Type.Optional(Id),
    /** Photos uploaded for this job (POST /api/filer?purpose=job) by the same session, in order. */
    photos: Type.Optional(PhotoList(JOB_PHOTOS_MAX)),
  },
  { additionalProperties: false },
);
export type CreateJobBody = Static<typeof CreateJobBody>;

/** The job was created; the poster is logged in and goes to `link`. */
export const CreateJobReply = Type.Object({
  type: Type.Literal('success'),
  job_id: Id,
  link: Type.String(),
});
export type CreateJobReply = Static<typeof CreateJobReply>;

/**
 * A visitor's e-mail belongs to a profile (SPEC §6): `profile` says which kind, so the form asks
 * for the customer profile's password at the e-mail (409 without one, 401 when it is wrong) or says
 * that a company profile cannot post jobs (409). Other refusals have no `profile`.
 */
export const CreateJobRefusal = Type.Object({
  type: Type.Literal('error'),
  message: Type.String(),
  profile: Type.Optional(Type.Union([Type.Literal('bruger'), Type.Literal('firma')])),
});
export type CreateJobRefusal = Static<typeof CreateJobRefusal>;
