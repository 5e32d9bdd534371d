// The support case a company page was opened from (issue 33): ?sag=<id> of the address, the help
// inbox's link, read as a case id (anything else is no case).
import { SUPPORT_CASE_PARAM } from '@opgavetorvet/contracts';

export function caseIdOf(params: URLSearchParams): number | null {
  const value = params.get(SUPPORT_CASE_PARAM);
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
