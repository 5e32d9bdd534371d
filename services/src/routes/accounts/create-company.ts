// POST /firma/opret: the "new company" modal. Creates the login (role company) and the company
// with a unique slug in one transaction, logs the new company in and sends a welcome mail whose
// button opens the start checklist (/firma/opgaver).
// A used e-mail → 409 errors:::email_taken (the unique index decides, not a look-up first). The zip
// must be in the zip table and a CVR number must pass lib/company-cvr.ts (issue 31), checked in the
// transaction so nothing is written when one fails (a sign-up that loses a race for the number
// fails on its unique index: the same 409 errors:::cvr_taken). With CVR_API_URL set the register is asked
// first (lib/cvr-register): a ceased or unknown company is refused, an active one is created
// verified with the register's address; a register that does not answer leaves it unchecked.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateCompanyBody,
  LANDING_PAGES,
  LoginReply,
  PAGES,
  errorResponses,
  type CreateCompanyBody as Body,
} from '@opgavetorvet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Queryable } from '../../db/engine/store.js';
import type { Db } from '../../db/open.js';
import { townOfZip } from '../../db/queries/company-details.js';
import { companies, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { checkCompanyCvr, cvrTakenOf } from '../../lib/company-cvr.js';
import { checkAndAsk, registerPlace } from '../../lib/cvr-register/ask.js';
import { NOT_CHECKED, verificationColumns, type RegisterVerdict } from '../../lib/cvr-register/index.js';
import { nowSeconds } from '../../lib/danish.js';
import { hashPassword } from '../../lib/password.js';
import { logIn } from '../../lib/log-in.js';
import { sendingLimit } from './limits.js';
import { companySlug } from '../../lib/slug.js';
import { normalizeEmail, slugCandidates } from './rules.js';

/**
 * The register's verdict on the CVR number given, asked before anything is written (and outside
 * the transaction, so a slow register holds no lock); the zip and the number's own rules first, so
 * the register is not asked about a sign-up that is refused anyway.
 */
async function askRegister(db: Db, config: AppConfig, body: Body, log: FastifyBaseLogger) {
  if (!body.cvr) return NOT_CHECKED;
  if (!(await townOfZip(db, body.zip))) throw new AppError(400, 'errors:::zip');
  return (await checkAndAsk(db, config, body.cvr, log)) ?? NOT_CHECKED;
}

/** Where the company is: the register's address when it gave one with a zip of the zip table, else the zip typed. */
async function placeOf(db: Queryable, zip: string, verdict: RegisterVerdict) {
  return (await registerPlace(db, verdict)) ?? { address: null, zip, city: await townOfZip(db, zip) };
}

/** Inserts user + company; returns the new user's id. */
async function createCompany(
  db: Db,
  body: Body,
  email: string,
  passwordHash: string,
  sellerCvr: string,
  verdict: RegisterVerdict,
): Promise<number> {
  return await db.transaction(async (tx) => {
    if (!(await townOfZip(tx, body.zip))) throw new AppError(400, 'errors:::zip');
    if (body.cvr) await checkCompanyCvr(tx, body.cvr, sellerCvr);
    const name = body.name.trim();
    const phone = body.phone.trim();
    let user: { id: number } | undefined;
    try {
      user = await tx
        .insert(users)
        .values({ email, passwordHash, name, phone, zip: body.zip, role: 'company' })
        .returning({ id: users.id })
        .get();
    } catch (err) {
      if (isUniqueViolation(err, 'users.email')) throw new AppError(409, 'errors:::email_taken');
      throw err;
    }
    const company = {
      userId: user.id,
      name: body.company_name.trim(),
      cvr: body.cvr || null,
      email,
      phone,
      ...(await placeOf(tx, body.zip, verdict)),
      ...(body.cvr ? verificationColumns(verdict, nowSeconds()) : {}),
    };
    for (const slug of slugCandidates(companySlug(company.name))) {
      try {
        // A savepoint per try: on PostgreSQL a failed statement would abort the whole transaction.
        await tx.transaction(async (attempt) => {
          await attempt
            .insert(companies)
            .values({ ...company, slug })
            .run();
        });
        return user.id;
      } catch (err) {
        if (!isUniqueViolation(err, 'companies.slug')) throw cvrTakenOf(err);
      }
    }
    throw new Error('unreachable: slug candidates are endless');
  });
}

const createCompanyRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma/opret',
    {
      config: { rateLimit: sendingLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Create a company profile and log in as it',
        body: CreateCompanyBody,
        response: { 200: LoginReply, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const verdict = await askRegister(fastify.db, fastify.config, request.body, request.log);
      const passwordHash = await hashPassword(request.body.password);
      const userId = await createCompany(
        fastify.db,
        request.body,
        email,
        passwordHash,
        fastify.config.seller.cvr,
        verdict,
      );
      await logIn(request, reply, fastify.db, userId);

      const params = { name: request.body.name.trim(), company: request.body.company_name.trim() };
      // The button leads to the start checklist on the company's landing page (issue 31).
      await fastify.mailer.send({
        to: email,
        subject: request.t('mail:::welcome_company::subject'),
        text: request.t('mail:::welcome_company::text', params),
        link: { path: PAGES.firmaOpgaver, label: request.t('mail:::welcome_company::button') },
      });
      return {
        type: 'success' as const,
        typelogin: 'company' as const,
        user_id: userId,
        text: LANDING_PAGES.company,
      };
    },
  );
};

export default createCompanyRoute;
