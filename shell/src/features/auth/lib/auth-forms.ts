// The login modal's forms on their calls' schemas: the login (LoginBody), the new company
// (CreateCompanyBody, SPEC §5's texts named by the schema) and the forgotten password's two steps,
// the code sent to an e-mail (ForgotPasswordBody) and the new password set with it
// (PasswordResetBody). Where the screen words a refusal otherwise than the service (an empty field
// 'Dette felt må ikke være tomt.', a code that is not 6 digits 'Koden består af 6 cifre.'), the
// form's own text is shown.
import { CreateCompanyBody, ForgotPasswordBody, LoginBody, PasswordResetBody } from '@opgavetorvet/contracts';
import { schemaForm, trimmed } from '@opgavetorvet/ui/forms';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export type LoginValues = { email: string; password: string };

export const loginForm = schemaForm<LoginValues, typeof LoginBody>(LoginBody, {
  toBody: ({ email, password }) => ({ email: trimmed(email), password }),
  toValues: (body) => ({ email: text(body.email), password: text(body.password) }),
});

export type NewCompanyValues = Record<
  'company_name' | 'cvr' | 'name' | 'email' | 'phone' | 'zip' | 'password',
  string
>;
const companyFields: (keyof NewCompanyValues)[] = [
  'company_name',
  'cvr',
  'name',
  'email',
  'phone',
  'zip',
  'password',
];

export const newCompanyForm = schemaForm<NewCompanyValues, typeof CreateCompanyBody>(CreateCompanyBody, {
  // As typed, but the e-mail trimmed and an empty CVR number left out (it is optional).
  toBody: (values) => ({
    ...values,
    email: trimmed(values.email),
    cvr: trimmed(values.cvr) || undefined,
  }),
  toValues: (body) =>
    Object.fromEntries(companyFields.map((field) => [field, text(body[field])])) as NewCompanyValues,
  // The service's own rules (issue 31): the zip in the zip table, the CVR number's check digit, not
  // the seller's and not in use; shown at their fields.
  refusals: {
    cvr: ['errors:::cvr_check', 'errors:::cvr_seller', 'errors:::cvr_taken'],
    zip: ['errors:::zip'],
  },
});

const emptyText = 'errors:::field_empty';

export const sendCodeForm = schemaForm<{ email: string }, typeof ForgotPasswordBody>(ForgotPasswordBody, {
  toBody: ({ email }) => ({ email: trimmed(email) }),
  toValues: (body) => ({ email: text(body.email) }),
  ownTexts: { email: { required: emptyText } },
});

export type ResetValues = { email: string; code: string; password: string };

export const resetPasswordForm = schemaForm<ResetValues, typeof PasswordResetBody>(PasswordResetBody, {
  toBody: ({ email, code, password }) => ({ email: trimmed(email), code: trimmed(code), password }),
  toValues: (body) => ({ email: text(body.email), code: text(body.code), password: text(body.password) }),
  ownTexts: {
    email: { required: emptyText },
    code: { required: emptyText, invalid: 'errors:::reset_code_digits' },
  },
});
