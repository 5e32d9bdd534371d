// What the register's answer means for a CVR number a company gives (issue 31), the one rule of
// sign-up and the profile: an active company is verified (its register facts kept); a ceased one
// is refused, and so is a number the register does not know; a register that does not answer in
// time leaves the number unchecked (logged), so a slow register never stops a sign-up. Without a
// register (CVR_API_URL unset) nothing is asked and nothing is verified.
import type { FastifyBaseLogger } from 'fastify';
import type { CvrRegisterFacts } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import type { CvrRegister } from './types.js';

export type RegisterVerdict = { verified: true; facts: CvrRegisterFacts } | { verified: false };

export const NOT_CHECKED: RegisterVerdict = { verified: false };

/** Asks the register about `cvr` (already past checkCompanyCvr); throws the refusals. */
export async function registerVerdict(
  register: CvrRegister | null,
  cvr: string,
  log: FastifyBaseLogger,
): Promise<RegisterVerdict> {
  if (!register) return NOT_CHECKED;
  let answer;
  try {
    answer = await register.lookup(cvr);
  } catch (err) {
    log.warn({ err, cvr }, 'the CVR register did not answer: the CVR number is saved unchecked');
    return NOT_CHECKED;
  }
  if (!answer) throw new AppError(400, 'errors:::company_details::cvr_unknown');
  if (answer.status === 'ceased')
    throw new AppError(400, 'errors:::company_details::cvr_ceased', { name: answer.facts.name });
  return { verified: true, facts: answer.facts };
}

/** The company's verification columns for a verdict reached at `now` (unix seconds). */
export function verificationColumns(verdict: RegisterVerdict, now: number) {
  return verdict.verified
    ? { cvrActive: true, cvrCheckedAt: now, cvrRegister: verdict.facts }
    : { cvrActive: null, cvrCheckedAt: null, cvrRegister: null };
}
