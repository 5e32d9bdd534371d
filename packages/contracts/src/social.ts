// Social login under /social/facebook/ (SPEC §7 "Login and accounts"): the login with the
// network's auth response, recording the identity on the account, and the status the page polls.
import { Type, type Static } from 'typebox';

/** The network's auth response as the SDK gives it, and the page the visitor was on. */
export const SocialLoginBody = Type.Object(
  {
    accessToken: Type.String({ minLength: 1, maxLength: 4096 }),
    expiresIn: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    signedRequest: Type.String({ minLength: 1, maxLength: 4096 }),
    userID: Type.String({ pattern: '^[0-9]{1,32}$' }),
    /** A path on this site to return to, never another origin. */
    pathname: Type.Optional(Type.String({ maxLength: 300, pattern: '^(/(?![/\\\\])[^\\s]*)?$' })),
  },
  { additionalProperties: false },
);
export type SocialLoginBody = Static<typeof SocialLoginBody>;

/** GET /social/facebook/recording: the verified identity is now linked to the logged-in profile. */
export const SocialRecordingReply = Type.Object({ saved: Type.Boolean() });
export type SocialRecordingReply = Static<typeof SocialRecordingReply>;

export const SocialStatus = Type.Union([
  Type.Literal('refresh'),
  Type.Literal('pending'),
  Type.Literal('failed'),
]);
export type SocialStatus = Static<typeof SocialStatus>;

/**
 * GET /social/facebook/validation_status: 'refresh' (logged in through the network: reload, and
 * the profile's name, e-mail and phone may prefill forms), 'pending' (a verified identity not yet
 * recorded: poll again in 2 s), 'failed' (nothing verified, or it could not be recorded).
 */
export const SocialStatusReply = Type.Object({
  status: SocialStatus,
  user_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});
export type SocialStatusReply = Static<typeof SocialStatusReply>;

/** POST /social/oidc/begin: start a login with the OpenID provider from this page. */
export const SocialBeginBody = Type.Object({}, { additionalProperties: false });
export type SocialBeginBody = Static<typeof SocialBeginBody>;

/** The provider's authorization address the login window opens (PKCE, state and nonce in it). */
export const SocialBeginReply = Type.Object({ url: Type.String() });
export type SocialBeginReply = Static<typeof SocialBeginReply>;

/** GET /social/oidc/callback: what the provider sends back to the login window. */
export const SocialCallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 2048 })),
    state: Type.Optional(Type.String({ maxLength: 512 })),
    iss: Type.Optional(Type.String({ maxLength: 2048 })),
    session_state: Type.Optional(Type.String({ maxLength: 2048 })),
    error: Type.Optional(Type.String({ maxLength: 256 })),
    error_description: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: false },
);
export type SocialCallbackQuery = Static<typeof SocialCallbackQuery>;
