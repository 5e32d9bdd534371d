// The forms of the administrators' pages on their calls' schemas: the code of the second factor
// (a wrong or used code is shown at the field) and the invitation of an administrator.
import { InviteAdminBody, TotpCodeBody } from '@opgavetorvet/contracts';
import { schemaForm, trimmed } from '@opgavetorvet/ui/forms';

export type CodeValues = { code: string };

export const codeForm = schemaForm<CodeValues, typeof TotpCodeBody>(TotpCodeBody, {
  toBody: ({ code }) => ({ code: code.trim() }),
  toValues: (body) => ({ code: String(body.code ?? '') }),
  refusals: { code: ['errors:::totp_code_wrong'] },
});

export type InviteValues = { name: string; email: string };

export const inviteForm = schemaForm<InviteValues, typeof InviteAdminBody>(InviteAdminBody, {
  toBody: ({ name, email }) => ({ name: trimmed(name), email: email.trim() }),
  toValues: (body) => ({ name: String(body.name ?? ''), email: String(body.email ?? '') }),
  refusals: { email: ['errors:::admin_invite_email_taken'] },
});
