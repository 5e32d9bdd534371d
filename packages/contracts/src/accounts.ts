// Login, session, profile lookups and registration: the account calls of SPEC §7.
import { Type, type Static } from 'typebox';
import { Id, Filled, ContactEmail, ContactPhone } from './common.js';
import { JobContactState } from './customer-jobs.js';

export const Role = Type.Union([Type.Literal('user'), Type.Literal('company'), Type.Literal('admin')]);
export type Role = Static<typeof Role>;

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** /bruger/modalformlogin: type is success or error; typelogin decides the destination. */
export const LoginReply = Type.Object({
  type: Type.Union([Type.Literal('success'), Type.Literal('error')]),
  typelogin: Type.Union([Role, Type.Literal('')]),
  user_id: Type.Integer(),
  text: Type.String(),
  /** On an error reply, the same text as `text`, so the generic notification code can show it. */
  message: Type.Optional(Type.String()),
});
export type LoginReply = Static<typeof LoginReply>;

export const SessionUser = Type.Object({
  id: Id,
  name: Type.String(),
  email: Type.String(),
  role: Role,
  companyId: Type.Union([Id, Type.Null()]),
  companyName: Type.Union([Type.String(), Type.Null()]),
});
export type SessionUser = Static<typeof SessionUser>;

/** GET /api/session: who is logged in, and the CSRF token for state-changing calls. */
export const SessionReply = Type.Object({
  user: Type.Union([SessionUser, Type.Null()]),
  csrfToken: Type.String(),
});
export type SessionReply = Static<typeof SessionReply>;

export const FindEmailBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  { additionalProperties: false },
);
export type FindEmailBody = Static<typeof FindEmailBody>;

/** Profile match of SPEC §3; type is '' when no profile has that e-mail. */
export const FindEmailReply = Type.Object({
  type: Type.Union([Type.Literal('user'), Type.Literal('company'), Type.Literal('')]),
  owner_name: Type.String(),
  search_email: Type.String(),
  fb_userid: Type.String(),
  fb_accesstoken: Type.String(),
  fb_expiresin: Type.String(),
  fb_signedrequest: Type.String(),
  avatar_original: Type.String(),
  avatar_link: Type.String(),
  class: Type.String(),
});
export type FindEmailReply = Static<typeof FindEmailReply>;

export const DataAcknowledgmentBody = Type.Object(
  {
    search_email: Type.String({ minLength: 1, maxLength: 254 }),
    password_confirm: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type DataAcknowledgmentBody = Static<typeof DataAcknowledgmentBody>;

export const DataAcknowledgmentReply = Type.Object({ success: Type.Boolean(), pass: Type.Boolean() });
export type DataAcknowledgmentReply = Static<typeof DataAcknowledgmentReply>;

export const ForgotPasswordBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    from: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const ForgotPasswordReply = Type.Object({ success: Type.Boolean(), fb_email: Type.Boolean() });
export type ForgotPasswordReply = Static<typeof ForgotPasswordReply>;

/** POST /api/logout: the session row is deleted and the cookie cleared. */
export const LogoutReply = Type.Object({ success: Type.Boolean() });
export type LogoutReply = Static<typeof LogoutReply>;

/** A new password: at least 8 characters (errors:::password_short). */
export const NewPassword = Type.String({
  minLength: 8,
  maxLength: 200,
  'x-error': 'errors:::password_short',
});

/** POST /api/password/reset: the 6-digit code of /bruger/sendmailforgotpassword, valid 1 hour. */
export const PasswordResetBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    code: Type.String({ pattern: '^[0-9]{6}$', 'x-error': 'errors:::reset_code_invalid' }),
    password: NewPassword,
  },
  { additionalProperties: false },
);
export type PasswordResetBody = Static<typeof PasswordResetBody>;

export const PasswordResetReply = Type.Object({ success: Type.Boolean() });
export type PasswordResetReply = Static<typeof PasswordResetReply>;

/** POST /firma/opret: the "new company" modal. Texts of SPEC §5 where the spec has them. */
export const CreateCompanyBody = Type.Object(
  {
    company_name: Filled(120, 'errors:::company_name'),
    /** Danish CVR number: 8 digits, optional (empty allowed). */
    cvr: Type.Optional(Type.String({ pattern: '^([0-9]{8})?$', 'x-error': 'errors:::cvr' })),
    name: Filled(120, 'errors:::full_name'),
    email: ContactEmail,
    phone: ContactPhone,
    zip: Type.String({ pattern: '^[0-9]{4}$', 'x-error': 'errors:::zip' }),
    password: NewPassword,
  },
  { additionalProperties: false },
);
export type CreateCompanyBody = Static<typeof CreateCompanyBody>;

/** One booking of the customer: a company chosen on one of her jobs, with its price and review. */
export const CustomerBooking = Type.Object({
  contact_id: Id,
  job_id: Id,
  headline: Type.String(),
  company_name: Type.String(),
  /** The company's profile address, or null once the company was erased (its profile is gone). */
  company_slug: Type.Union([Type.String(), Type.Null()]),
  state: JobContactState,
  selected_at: Type.Union([Type.Integer(), Type.Null()]),
  /** The chosen company's offer in whole kroner, or null. */
  offer_amount: Type.Union([Type.Integer(), Type.Null()]),
  /** The final price the company reported when it finished, in øre, or null. */
  finished_price_ore: Type.Union([Type.Integer(), Type.Null()]),
  finished_at: Type.Union([Type.Integer(), Type.Null()]),
  review: Type.Union([
    Type.Object({ review_id: Id, rating: Type.Integer(), title: Type.String() }),
    Type.Null(),
  ]),
});
export type CustomerBooking = Static<typeof CustomerBooking>;

/** The customer's name and contact fields, as their account page and their profile settings show them. */
export const customerContactFields = {
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  zip: Type.String(),
  city: Type.String(),
};

/** GET /api/bruger/konto: the customer's profile, job counts and bookings (newest choice first). */
export const CustomerAccountReply = Type.Object({
  profile: Type.Object({
    ...customerContactFields,
    created_at: Type.Integer(),
    last_login_at: Type.Union([Type.Integer(), Type.Null()]),
    social_login: Type.Boolean(),
  }),
  jobs: Type.Object({
    total: Type.Integer(),
    open: Type.Integer(),
    assigned: Type.Integer(),
    finished: Type.Integer(),
    cancelled: Type.Integer(),
    closed: Type.Integer(),
  }),
  reviews_count: Type.Integer(),
  bookings: Type.Array(CustomerBooking),
});
export type CustomerAccountReply = Static<typeof CustomerAccountReply>;
