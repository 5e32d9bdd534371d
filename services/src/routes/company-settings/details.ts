// The company's own details (issue 31), edited on /firma/oplysninger: GET /api/firma/profil reads
// them, PUT /api/firma/profil saves the whole set (details-rules.ts cleans and checks it). The zip
// must be in the zip table (its town is taken from there) and a street address needs a zip. A CVR
// number must pass lib/company-cvr.ts (this company's own number is not "in use"); with CVR_API_URL
// set, a new or not yet checked number is looked up in the register (lib/cvr-register): a ceased
// or unknown company is refused, an active one verified, and its address fills an empty one. A
// changed number the register did not check, or no number, clears the verification.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyDetailsBody,
  CompanyDetailsReply,
  CompanyDetailsSavedReply,
  errorResponses,
} from '@opgavetorvet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/open.js';
import { townOfZip } from '../../db/queries/company-details.js';
import { AppError } from '../../errors.js';
import { checkCompanyCvr, cvrTakenOf } from '../../lib/company-cvr.js';
import { checkAndAsk, registerPlace } from '../../lib/cvr-register/ask.js';
import * as cvrRegister from '../../lib/cvr-register/index.js';
import { nowSeconds } from '../../lib/danish.js';
import { inTransaction } from '../../lib/transaction.js';
import { ownDetails, saveDetails, savedCvr } from './details-queries.js';
import { cleanDetails } from './details-rules.js';

/** The reply's message by how the save went with the register. */
const SAVED_MESSAGES = {
  verified: 'firma:::company_details::saved_verified',
  unchecked: 'firma:::company_details::saved_unchecked',
  not_asked: 'firma:::company_details::saved',
} as const;

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

async function saveOwnDetails(
  db: Db,
  config: AppConfig,
  companyId: number,
  body: CompanyDetailsBody,
  log: FastifyBaseLogger,
): Promise<keyof typeof SAVED_MESSAGES> {
  const details = cleanDetails(body);
  if (details.address && !details.zip)
    throw new AppError(400, 'errors:::company_details::address_without_zip');
  const city = details.zip ? await townOfZip(db, details.zip) : null;
  if (details.zip && !city) throw new AppError(400, 'errors:::zip');
  // The register is asked outside the transaction: a slow answer holds no write lock.
  const { verdict, changed } = await askedRegister(db, config, companyId, details.cvr, log);
  const place = (!details.zip && (await registerPlace(db, verdict))) || { city };
  const verification = verdict
    ? cvrRegister.verificationColumns(verdict, nowSeconds())
    : changed || !details.cvr
      ? cvrRegister.verificationColumns(cvrRegister.NOT_CHECKED, nowSeconds())
      : undefined;
  try {
    await inTransaction(db, async () => {
      // Checked again where it is written: another company may have taken the number meanwhile
      // (and one taking it between the check and the write fails on the unique index).
      if (details.cvr) await checkCompanyCvr(db, details.cvr, config.seller.cvr, companyId);
      await saveDetails(db, companyId, { ...details, ...place }, verification);
    });
  } catch (err) {
    throw cvrTakenOf(err);
  }
  if (!verdict) return 'not_asked';
  return verdict.verified ? 'verified' : 'unchecked';
}

const detailsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const tags = ['company-settings'];

  fastify.get(
    '/api/firma/profil',
    {
      schema: {
        tags,
        summary: "The company's own details and its CVR check",
        response: { 200: CompanyDetailsReply, ...errorResponses },
      },
    },
    async (request) => await ownDetails(db, request.company.id),
  );

  fastify.put(
    '/api/firma/profil',
    {
      schema: {
        tags,
        summary: "Save the company's details (the CVR number checked, and looked up when a register is set)",
        body: CompanyDetailsBody,
        response: { 200: CompanyDetailsSavedReply, ...errorResponses },
      },
    },
    async (request) => {
      const outcome = await saveOwnDetails(db, fastify.config, request.company.id, request.body, request.log);
      return {
        type: 'success' as const,
        message: request.t(SAVED_MESSAGES[outcome]),
        details: await ownDetails(db, request.company.id),
      };
    },
  );
};

export default detailsRoute;
