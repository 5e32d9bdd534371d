// The person's GDPR rights (issue 32): "Hent mine data" (a ZIP of everything stored about the
// caller, streamed as a download) and "Slet min konto" (erasure, confirmed by the password), for
// customers and companies alike, and the administrator's way to carry out either for a person
// found by e-mail (audit-logged).
import { Type, type Static } from 'typebox';

/** Where the caller's own export downloads from (GET) and where the erasure is asked (POST). */
export const PERSONAL_DATA_EXPORT_PATH = '/api/mine-data/eksport';
export const PERSONAL_DATA_ERASE_PATH = '/api/mine-data/slet';

/** POST /api/mine-data/slet: the account's current password confirms the erasure. */
export const EraseAccountBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 200, 'x-error': 'errors:::erase_password_missing' }) },
  { additionalProperties: false },
);
export type EraseAccountBody = Static<typeof EraseAccountBody>;

export const EraseAccountReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
});
export type EraseAccountReply = Static<typeof EraseAccountReply>;

/** GET /api/admin/personer?email=…: the administrator looks a person up by e-mail. */
export const AdminPersonQuery = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);
export type AdminPersonQuery = Static<typeof AdminPersonQuery>;

/** The person as the administrator's screen shows it before an export or an erasure. */
export const AdminPerson = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: Type.String(),
  company_name: Type.Union([Type.String(), Type.Null()]),
  deleted_at: Type.Union([Type.Integer({ description: 'unix seconds' }), Type.Null()]),
});
export type AdminPerson = Static<typeof AdminPerson>;

export const AdminPersonReply = Type.Object({ person: Type.Union([AdminPerson, Type.Null()]) });
export type AdminPersonReply = Static<typeof AdminPersonReply>;

/** /api/admin/personer/:id/eksport (GET) and /api/admin/personer/:id/slet (POST). */
export const AdminPersonParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type AdminPersonParams = Static<typeof AdminPersonParams>;

/** The longest reason the administrator gives for an erasure. */
export const ADMIN_ERASE_REASON_MAX = 500;

/** The administrator's erasure names the request it carries out (kept in the audit log). */
export const AdminEraseBody = Type.Object(
  {
    reason: Type.String({
      minLength: 1,
      maxLength: ADMIN_ERASE_REASON_MAX,
      'x-error': 'errors:::erase_reason_missing',
    }),
  },
  { additionalProperties: false },
);
export type AdminEraseBody = Static<typeof AdminEraseBody>;

export const adminPersonExportPath = (id: number) => `/api/admin/personer/${id}/eksport`;
export const adminPersonErasePath = (id: number) => `/api/admin/personer/${id}/slet`;
