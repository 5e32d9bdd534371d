// The account's own settings (issue 32): the customer's profile fields, a new phone number or
// e-mail address that takes effect only once confirmed (an SMS code, a mailed link), a new password
// given with the current one, and which kinds of notice reach a person by which channel (customers
// and a company's contact person alike).
import { Type, type Static } from 'typebox';
import { ContactEmail, ContactPhone, Filled, LiteralUnion, NAME_MAX } from './common.js';
import { NewPassword, customerContactFields } from './accounts.js';
import { STREET_ADDRESS_MAX } from './customer-jobs.js';

/** The kinds of notice a person chooses to get, each by e-mail and by SMS. */
export const NOTICE_SETTING_KINDS = ['offers', 'messages', 'reminders', 'review_requests', 'news'] as const;
export type NoticeSettingKind = (typeof NOTICE_SETTING_KINDS)[number];
export const NOTICE_SETTING_CHANNELS = ['email', 'sms'] as const;
export type NoticeSettingChannel = (typeof NOTICE_SETTING_CHANNELS)[number];
export const NoticeSettingKindSchema = LiteralUnion(NOTICE_SETTING_KINDS);

/** The digits of the code texted to a new phone number. */
export const PHONE_CODE_LENGTH = 6;

const Channels = Type.Object({ email: Type.Boolean(), sms: Type.Boolean() }, { additionalProperties: false });

/** Every kind with both channels: on (true) or off. */
export const NoticeSettings = Type.Object(
  {
    offers: Channels,
    messages: Channels,
    reminders: Channels,
    review_requests: Channels,
    news: Channels,
  },
  { additionalProperties: false },
);
export type NoticeSettings = Static<typeof NoticeSettings>;

/** GET and PUT /api/konto/notifikationer: the caller's notice settings. */
export const NoticeSettingsBody = Type.Object({ settings: NoticeSettings }, { additionalProperties: false });
export type NoticeSettingsBody = Static<typeof NoticeSettingsBody>;
export const NoticeSettingsReply = Type.Object({ settings: NoticeSettings });
export type NoticeSettingsReply = Static<typeof NoticeSettingsReply>;

/** A new phone or e-mail waiting for its confirmation; the old value holds until then. */
export const PendingContactChange = Type.Union([
  Type.Object({ value: Type.String(), expires_at: Type.Integer() }),
  Type.Null(),
]);

/** GET /api/bruger/profil: what the customer edits on /bruger/profil, and what waits to be confirmed. */
export const ProfileSettingsReply = Type.Object({
  profile: Type.Object({
    ...customerContactFields,
    street_address: Type.String(),
  }),
  pending: Type.Object({ phone: PendingContactChange, email: PendingContactChange }),
});
export type ProfileSettingsReply = Static<typeof ProfileSettingsReply>;

/** PUT /api/bruger/profil: name, zip (one of the zip table's) and street address; empty address allowed. */
export const ProfileUpdateBody = Type.Object(
  {
    name: Filled(NAME_MAX, 'errors:::full_name'),
    zip: Type.String({ pattern: '^[0-9]{4}$', 'x-error': 'errors:::zip' }),
    street_address: Type.String({
      maxLength: STREET_ADDRESS_MAX,
      'x-error': { tooLong: 'errors:::validation::too_long' },
    }),
  },
  { additionalProperties: false },
);
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

/** POST /api/bruger/profil/telefon: texts a code to the new number. */
export const PhoneChangeBody = Type.Object({ phone: ContactPhone }, { additionalProperties: false });
export type PhoneChangeBody = Static<typeof PhoneChangeBody>;

/** POST /api/bruger/profil/telefon/bekraeft: the code from the SMS. */
export const PhoneConfirmBody = Type.Object(
  {
    code: Type.String({
      pattern: `^[0-9]{${PHONE_CODE_LENGTH}}$`,
      'x-error': 'errors:::account::phone_code_invalid',
    }),
  },
  { additionalProperties: false },
);
export type PhoneConfirmBody = Static<typeof PhoneConfirmBody>;

/** POST /api/bruger/profil/email: mails a confirmation link to the new address. */
export const EmailChangeBody = Type.Object({ email: ContactEmail }, { additionalProperties: false });
export type EmailChangeBody = Static<typeof EmailChangeBody>;

/** POST /api/konto/adgangskode: the current password and a new one (the sign-up's rule). */
export const PasswordChangeBody = Type.Object(
  {
    current_password: Type.String({
      minLength: 1,
      maxLength: 200,
      'x-error': 'errors:::account::current_password_required',
    }),
    new_password: NewPassword,
  },
  { additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

/** The two `?`-values /bruger/profil is opened with after an e-mail link: confirmed or not. */
export const EMAIL_CONFIRM_OUTCOMES = ['bekraeftet', 'ugyldigt'] as const;
export type EmailConfirmOutcome = (typeof EMAIL_CONFIRM_OUTCOMES)[number];
