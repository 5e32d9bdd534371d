// The service's refusal of a visitor's job whose e-mail has a profile (SPEC §6): which kind of
// profile, and the text to show at the field — the password for a customer's profile, the e-mail
// for a company's (a company posts no jobs).
import type { CreateJobRefusal } from '@opgavetorvet/contracts';
import { replyOfError } from '@opgavetorvet/ui';

export type ProfileKind = NonNullable<CreateJobRefusal['profile']>;

export function profileRefusalOf(error: unknown): { profile: ProfileKind; message: string } | null {
  const reply = replyOfError(error) as Partial<CreateJobRefusal> | undefined;
  if (!reply || reply.type !== 'error' || typeof reply.message !== 'string') return null;
  if (reply.profile !== 'bruger' && reply.profile !== 'firma') return null;
  return { profile: reply.profile, message: reply.message };
}

/** E-mails are compared as the service stores them: trimmed, in lower case. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
