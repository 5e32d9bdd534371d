// Whose profile is the e-mail being typed (SPEC §6: typing in the user e-mail field looks it up
// among companies, typing in the company e-mail field among users)? Asked a pause after the typing
// stops, only for a whole address (SPEC §5: never for an empty field), and once the session (the
// POST's CSRF token) is there. Answers the match of that kind, or null.
import type { FindEmailReply } from '@opgavetorvet/contracts';
import { useDebouncedValue, useSessionQuery } from '@opgavetorvet/ui';
import { useEmailOwnerQuery } from './existing-profile-api';

/** How long the typing must pause before the address is looked up (ms). */
export const EMAIL_LOOKUP_DELAY_MS = 500;
const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'company': the user-side field, looked up through /firma/findemail; 'user': the reverse. */
export type EmailOwnerKind = 'company' | 'user';

export function useEmailOwner(email: string, among: EmailOwnerKind, enabled = true): FindEmailReply | null {
  const typed = useDebouncedValue(email.trim().toLowerCase(), EMAIL_LOOKUP_DELAY_MS);
  const { isSuccess: sessionReady } = useSessionQuery();
  const asked = enabled && sessionReady && WHOLE_ADDRESS.test(typed);
  const { data } = useEmailOwnerQuery(
    { portal: among === 'company' ? 'firma' : 'bruger', email: typed },
    { skip: !asked },
  );
  const current = email.trim().toLowerCase() === typed;
  return asked && current && data?.type === among ? data : null;
}
