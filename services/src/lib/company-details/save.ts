// Saving a company's details (issue 31), by the company on /firma/oplysninger or by the administrator
// (issue 33): the body is cleaned and checked (rules.ts), the zip must be in the zip table (its town
// is taken from there) and a street address needs a zip. A CVR number must pass lib/company-cvr.ts
// (this company's own number is not "in use"); with CVR_API_URL set, a new or not yet checked number
// is looked up in the register (lib/cvr-register): a ceased or unknown company is refused, an active
// one verified, and its address fills an empty one. A changed number the register did not check, or
// no number, clears the verification. In two steps: `prepareDetails` asks the register outside any
// transaction (a slow answer holds no write lock), `writeDetails` writes inside the caller's.
import type { CompanyDetailsBody } from '@opgavetorvet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/open.js';
import { townOfZip } from '../../db/queries/company-details.js';
import { AppError } from '../../errors.js';
import { checkCompanyCvr, cvrTakenOf } from '../company-cvr.js';
import { checkAndAsk, registerPlace } from '../cvr-register/ask.js';
import * as cvrRegister from '../cvr-register/index.js';
import { nowSeconds } from '../danish.js';
import { saveDetails, savedCvr } from './queries.js';
import { cleanDetails, type CleanDetails } from './rules.js';

/** How the save went with the register: it verified the number, could not check it, or was not asked. */
export type DetailsOutcome = 'verified' | 'unchecked' | 'not_asked';

/** What `writeDetails` writes: the cleaned details with their town, and the CVR check's columns. */
export interface DetailsWrite {
  details: CleanDetails & { city: string | null };
  verification: ReturnType<typeof cvrRegister.verificationColumns> | undefined;
  outcome: DetailsOutcome;
}

/** The register's verdict on the body's CVR number, when it is to be asked (new or unchecked). */
async function askedRegister(
  db: Db,
  config: AppConfig,
  companyId: number,
  cvr: string | null,
  log: FastifyBaseLogger,
): Promise<{ verdict: cvrRegister.RegisterVerdict | undefined; changed: boolean }> {
  const saved = await savedCvr(db, companyId);
  const changed = cvr !== saved.cvr;
  if (!cvr || (!changed && saved.checkedAt !== null)) return { verdict: undefined, changed };
  return { verdict: await checkAndAsk(db, config, cvr, log, companyId), changed };
}

/** The body cleaned and checked, its town, and what the register said (throws the refusals). */
export async function prepareDetails(
  db: Db,
  config: AppConfig,
  companyId: number,
  body: CompanyDetailsBody,
  log: FastifyBaseLogger,
): Promise<DetailsWrite> {
  const details = cleanDetails(body);
  if (details.address && !details.zip)
    throw new AppError(400, 'errors:::company_details::address_without_zip');
  const city = details.zip ? await townOfZip(db, details.zip) : null;
  if (details.zip && !city) throw new AppError(400, 'errors:::zip');
  const { verdict, changed } = await askedRegister(db, config, companyId, details.cvr, log);
  const place = (!details.zip && (await registerPlace(db, verdict))) || { city };
  const verification = verdict
    ? cvrRegister.verificationColumns(verdict, nowSeconds())
    : changed || !details.cvr
      ? cvrRegister.verificationColumns(cvrRegister.NOT_CHECKED, nowSeconds())
      : undefined;
  const outcome: DetailsOutcome = !verdict ? 'not_asked' : verdict.verified ? 'verified' : 'unchecked';
  return { details: { ...details, ...place }, verification, outcome };
}

/**
 * Writes prepared details; call it inside a transaction. The CVR number is checked again where it
 * is written: another company may have taken it meanwhile (and one taking it between the check and
 * the write fails on the unique index, told as errors:::cvr_taken).
 */
export async function writeDetails(
  db: Db,
  config: AppConfig,
  companyId: number,
  { details, verification }: DetailsWrite,
): Promise<void> {
  try {
    if (details.cvr) await checkCompanyCvr(db, details.cvr, config.seller.cvr, companyId);
    await saveDetails(db, companyId, details, verification);
  } catch (err) {
    throw cvrTakenOf(err);
  }
}
