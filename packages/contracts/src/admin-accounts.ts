// The administrators (issue 33): the second factor (TOTP from an authenticator app, with one-time
// recovery codes) that every administrator sets up and gives at each login, the list of
// administrators with the invitation of a new one, and the searchable audit log.
import { Type, type Static } from 'typebox';
import { ContactEmail, Filled, Id, NAME_MAX, SEARCH_TEXT_MAX } from './common.js';

/**
 * GET /api/admin/totp: where the caller is. 'setup' and 'verify': after the password, the secret
 * must be set up or its code given; 'optional': logged in with the password alone (the demo
 * administrator), may set one up; 'done': logged in, set up.
 */
export const TotpStep = Type.Union([
  Type.Literal('setup'),
  Type.Literal('verify'),
  Type.Literal('optional'),
  Type.Literal('done'),
]);
export type TotpStep = Static<typeof TotpStep>;

export const TotpStateReply = Type.Object({ step: TotpStep });
export type TotpStateReply = Static<typeof TotpStateReply>;

/** POST /api/admin/totp/ny: a new secret to add to the app; shown only until it is confirmed. */
export const TotpSecretReply = Type.Object({
  secret: Type.String(),
  /** otpauth://totp/…, what the QR code holds. */
  uri: Type.String(),
  /** The QR code as a data: address (an SVG image). */
  qr: Type.String(),
});
export type TotpSecretReply = Static<typeof TotpSecretReply>;

/** A 6-digit code from the app, or (at a login) a recovery code such as 'abcde-23456'. */
export const TotpCodeBody = Type.Object(
  {
    code: Type.String({
      minLength: 1,
      maxLength: 20,
      pattern: '^\\s*([0-9]{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})\\s*$',
      'x-error': 'errors:::totp_code_format',
    }),
  },
  { additionalProperties: false },
);
export type TotpCodeBody = Static<typeof TotpCodeBody>;

/** POST /api/admin/totp/bekraeft: the first code confirmed the secret; the recovery codes, shown this once. */
export const TotpConfirmReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  recovery_codes: Type.Array(Type.String()),
  /** Where to go on (the administrator's landing page). */
  next: Type.String(),
});
export type TotpConfirmReply = Static<typeof TotpConfirmReply>;

/** POST /api/admin/totp/kode: the code was right; the administrator is logged in. */
export const TotpVerifyReply = Type.Object({
  type: Type.Literal('success'),
  next: Type.String(),
  /** Recovery codes left, when one was used. */
  recovery_codes_left: Type.Union([Type.Integer(), Type.Null()]),
});
export type TotpVerifyReply = Static<typeof TotpVerifyReply>;

export const AdministratorRow = Type.Object({
  id: Id,
  name: Type.String(),
  email: Type.String(),
  /** 'set_up': asks a code at login; 'password_only': the demo administrator; 'missing': sets it up at the next login. */
  second_factor: Type.Union([Type.Literal('set_up'), Type.Literal('password_only'), Type.Literal('missing')]),
  invited_by: Type.Union([Type.String(), Type.Null()]),
  /** Invited and has not chosen a password yet. */
  invitation_pending: Type.Boolean(),
  last_login_at: Type.Union([Type.Integer(), Type.Null()]),
  /** False once another administrator deactivated it: it cannot log in until reactivated. */
  active: Type.Boolean(),
  /** The caller's own row: it cannot reset its own second factor or deactivate itself. */
  you: Type.Boolean(),
});
export type AdministratorRow = Static<typeof AdministratorRow>;

/** GET /api/admin/administratorer */
export const AdministratorsReply = Type.Object({ administrators: Type.Array(AdministratorRow) });
export type AdministratorsReply = Static<typeof AdministratorsReply>;

/** POST /api/admin/administratorer: invite a new administrator by e-mail. */
export const InviteAdminBody = Type.Object(
  {
    name: Filled(NAME_MAX, 'errors:::admin_invite_name'),
    email: ContactEmail,
  },
  { additionalProperties: false },
);
export type InviteAdminBody = Static<typeof InviteAdminBody>;

/** POST /api/admin/administratorer/:userId/(nulstil-totp|deaktiver|genaktiver): another administrator. */
export const AdministratorParams = Type.Object({ userId: Id }, { additionalProperties: false });
export type AdministratorParams = Static<typeof AdministratorParams>;

/** GET /api/admin/log: the audit log, newest first, filtered; dates as YYYY-MM-DD (Danish days). */
export const AuditLogQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    /** Part of the administrator's name or e-mail. */
    who: Type.Optional(Type.String({ maxLength: SEARCH_TEXT_MAX })),
    /** Part of the action, e.g. 'company.block' or 'block'. */
    what: Type.Optional(Type.String({ maxLength: SEARCH_TEXT_MAX })),
    /** The record: its kind ('company'), or kind and id ('company 12'). */
    target: Type.Optional(Type.String({ maxLength: SEARCH_TEXT_MAX })),
    from: Type.Optional(
      Type.String({ pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$', 'x-error': 'errors:::date_invalid' }),
    ),
    to: Type.Optional(
      Type.String({ pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$', 'x-error': 'errors:::date_invalid' }),
    ),
  },
  { additionalProperties: false },
);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditLogRow = Type.Object({
  id: Type.Integer(),
  created_at: Type.Integer({ description: 'unix seconds' }),
  actor_id: Type.Integer(),
  actor_name: Type.String(),
  actor_email: Type.String(),
  action: Type.String(),
  target_type: Type.String(),
  target_id: Type.Integer(),
  /** The record before and after, as the stored JSON text (null when none). */
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
});
export type AuditLogRow = Static<typeof AuditLogRow>;

export const AuditLogReply = Type.Object({
  rows: Type.Array(AuditLogRow),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
});
export type AuditLogReply = Static<typeof AuditLogReply>;
