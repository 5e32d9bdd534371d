// Reply shapes every call shares: the error reply of SPEC §8 and the notification reply of §7.
import { Type, type Static, type TLiteral, type TUnion } from 'typebox';

/** A union of one literal per value of a list declared once (`as const`), typed value by value. */
export function LiteralUnion<const Values extends readonly string[]>(
  values: Values,
): TUnion<{ -readonly [K in keyof Values]: TLiteral<Values[K]> }> {
  const literals = values.map((value) => Type.Literal(value));
  return Type.Union(literals) as TUnion<{ -readonly [K in keyof Values]: TLiteral<Values[K]> }>;
}

export const NotificationType = Type.Union([
  Type.Literal('error'),
  Type.Literal('info'),
  Type.Literal('success'),
  Type.Literal('success2'),
  Type.Literal('success4'),
]);
export type NotificationType = Static<typeof NotificationType>;

/** A refused call: one message in the request's language. */
export const ErrorReply = Type.Object({
  type: Type.Literal('error'),
  message: Type.String(),
});
export type ErrorReply = Static<typeof ErrorReply>;

/** Bad input: every message is shown as an error notification. */
export const ValidationErrorsReply = Type.Object({
  type: Type.Literal('validation_errors'),
  messages: Type.Array(Type.String()),
});
export type ValidationErrorsReply = Static<typeof ValidationErrorsReply>;

/** Replies with a message and a type are shown as a notification of that type. */
export const MessageReply = Type.Object({
  type: NotificationType,
  message: Type.String(),
});
export type MessageReply = Static<typeof MessageReply>;

/** The standard error responses a route declares next to its own reply. */
export const errorResponses = {
  400: Type.Union([ValidationErrorsReply, ErrorReply]),
  401: ErrorReply,
  403: ErrorReply,
  404: ErrorReply,
  409: ErrorReply,
  429: ErrorReply,
} as const;

/** The largest id a row has (a 32-bit integer column): larger ids name nothing. */
export const MAX_ID = 2_147_483_647;
/** SPEC §5/§9: the largest amount, in whole kroner or units (nine digits). */
export const MAX_AMOUNT = 999_999_999;
/** SPEC §5/§9: a zip code's length. */
export const ZIP_LENGTH = 4;
/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** The longest name of a person or a company, as typed in a form. */
export const NAME_MAX = 120;
/** The longest search text (a word search, a search field's typed text). */
export const SEARCH_TEXT_MAX = 100;

export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
/** SPEC §5/§9: numeric amounts are whole numbers up to MAX_AMOUNT. */
export const Amount = Type.Integer({ minimum: 0, maximum: MAX_AMOUNT });
/** SPEC §5/§9: cents are one or two digits, at most 99. */
export const Cents = Type.String({ pattern: '^[0-9]{1,2}$' });
/** SPEC §5/§9: a zip code is exactly four digits. */
export const Zip = Type.String({ pattern: `^[0-9]{${ZIP_LENGTH}}$` });
export const Email = Type.String({ minLength: 3, maxLength: EMAIL_MAX, format: 'email' });

/**
 * Text a person types: at least one visible character, with the spec's message when given for an
 * empty one; a too-long one is told the limit (errors:::validation::too_long), never 'fill it in'.
 */
export const Filled = (maxLength: number, errorKey?: string) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: '\\S',
    ...(errorKey
      ? { 'x-error': { required: errorKey, invalid: errorKey, tooLong: 'errors:::validation::too_long' } }
      : {}),
  });
/** The e-mail of a form's contact fields, with SPEC §5's texts for a missing and a wrong one. */
export const ContactEmail = Type.String({
  minLength: 1,
  maxLength: EMAIL_MAX,
  format: 'email',
  'x-error': { required: 'errors:::email_required', invalid: 'errors:::email_invalid' },
});
/** The longest phone ContactPhone lets through: an optional + and at most 20 digits, spaces or dashes. */
export const PHONE_MAX = 21;
/** The phone of a form's contact fields: digits, spaces and dashes, an optional leading +. */
export const ContactPhone = Type.String({
  pattern: '^\\+?[0-9][0-9 -]{6,18}[0-9]$',
  'x-error': 'errors:::phone',
});

/** GET /remotes.json: where each remote's remoteEntry.js is loaded from. */
export const RemotesManifest = Type.Object({
  mfe_bruger: Type.String(),
  mfe_firma: Type.String(),
  mfe_admin: Type.String(),
});
export type RemotesManifest = Static<typeof RemotesManifest>;
