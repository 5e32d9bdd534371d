// The forms of /bruger/profil on their calls' schemas (packages/contracts account-settings.ts):
// name/zip/address, a new phone and its code, and a new e-mail (the password's form is
// @opgavetorvet/ui/account's).
// Each call's own refusals are shown at the field they are about.
import {
  EmailChangeBody,
  PhoneChangeBody,
  PhoneConfirmBody,
  ProfileUpdateBody,
} from '@opgavetorvet/contracts';
import { schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type ProfileValues = { name: string; zip: string; street_address: string };
export const profileForm = schemaForm<ProfileValues, typeof ProfileUpdateBody>(ProfileUpdateBody, {
  toBody: (values) => ({
    name: values.name,
    zip: trimmed(values.zip),
    street_address: values.street_address,
  }),
});

export type PhoneValues = { phone: string };
export const phoneForm = schemaForm<PhoneValues, typeof PhoneChangeBody>(PhoneChangeBody, {
  toBody: (values) => ({ phone: trimmed(values.phone) }),
  refusals: {
    phone: ['errors:::account::phone_same', 'errors:::account::send_wait', 'errors:::account::send_limit'],
  },
});

export type PhoneCodeValues = { code: string };
export const phoneCodeForm = schemaForm<PhoneCodeValues, typeof PhoneConfirmBody>(PhoneConfirmBody, {
  toBody: (values) => ({ code: trimmed(values.code) }),
  refusals: { code: ['errors:::account::phone_code_wrong', 'errors:::account::phone_code_expired'] },
});

export type EmailValues = { email: string };
export const emailForm = schemaForm<EmailValues, typeof EmailChangeBody>(EmailChangeBody, {
  toBody: (values) => ({ email: trimmed(values.email) }),
  refusals: {
    email: [
      'errors:::account::email_same',
      'errors:::account::email_in_use',
      'errors:::account::send_wait',
      'errors:::account::send_limit',
    ],
  },
});
