// The administrator's companies (/admin/firmaer): find a company by name, CVR or e-mail, see its
// plans, balance and ledger, credit a bank transfer by hand with a required note, and block or
// unblock it with a required reason. Every action is written to the audit log.
import { Type, type Static } from 'typebox';
import { Id } from './common.js';
import { LedgerLine } from './company-account.js';
import { SubscriptionType } from './subscriptions.js';

/** GET /api/admin/firmaer?q= (empty: the newest companies). */
export const AdminCompanySearchQuery = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export type AdminCompanySearchQuery = Static<typeof AdminCompanySearchQuery>;

export const AdminCompanyRow = Type.Object({
  company_id: Type.Integer(),
  name: Type.String(),
  cvr: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  blocked: Type.Boolean(),
  balance_ore: Type.Integer(),
});
export type AdminCompanyRow = Static<typeof AdminCompanyRow>;

export const AdminCompanySearchReply = Type.Object({ companies: Type.Array(AdminCompanyRow) });
export type AdminCompanySearchReply = Static<typeof AdminCompanySearchReply>;

export const AdminCompanyParams = Type.Object({ companyId: Id }, { additionalProperties: false });
export type AdminCompanyParams = Static<typeof AdminCompanyParams>;

export const AdminCompanyPlan = Type.Object({
  category_id: Type.Integer(),
  category: Type.String(),
  type: SubscriptionType,
  period_ends_at: Type.Union([Type.Integer(), Type.Null()]),
});
export type AdminCompanyPlan = Static<typeof AdminCompanyPlan>;

export const AdminAuditEntry = Type.Object({
  action: Type.String(),
  actor: Type.String(),
  created_at: Type.Integer(),
  /** The reason or note the administrator gave. */
  text: Type.Union([Type.String(), Type.Null()]),
});
export type AdminAuditEntry = Static<typeof AdminAuditEntry>;

/** GET /api/admin/firmaer/:companyId */
export const AdminCompanyReply = Type.Object({
  company_id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  cvr: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  blocked: Type.Boolean(),
  blocked_at: Type.Union([Type.Integer(), Type.Null()]),
  blocked_reason: Type.Union([Type.String(), Type.Null()]),
  balance_ore: Type.Integer(),
  plans: Type.Array(AdminCompanyPlan),
  lines: Type.Array(LedgerLine),
  audit: Type.Array(AdminAuditEntry),
});
export type AdminCompanyReply = Static<typeof AdminCompanyReply>;

const RequiredText = (key: string) =>
  Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', 'x-error': key });

/** POST /api/admin/firmaer/:companyId/indbetaling: a bank transfer in whole kroner, with a note. */
export const ManualCreditBody = Type.Object(
  {
    amount_kr: Type.Integer({ minimum: 1, maximum: 1_000_000, 'x-error': 'errors:::manual_credit_amount' }),
    note: RequiredText('errors:::manual_credit_note'),
  },
  { additionalProperties: false },
);
export type ManualCreditBody = Static<typeof ManualCreditBody>;

/** POST /api/admin/firmaer/:companyId/spaerring: block (blocked true) or unblock, with a reason. */
export const BlockCompanyBody = Type.Object(
  {
    blocked: Type.Boolean(),
    reason: RequiredText('errors:::block_reason'),
  },
  { additionalProperties: false },
);
export type BlockCompanyBody = Static<typeof BlockCompanyBody>;

export const AdminActionReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
});
export type AdminActionReply = Static<typeof AdminActionReply>;
