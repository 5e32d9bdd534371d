// POST /firma/opret: the "new company" modal. Creates the login (role company) and the company
// with a unique slug in one transaction, logs the new company in and sends a welcome mail.
// A used e-mail → 409 errors:::email_taken (the unique index decides, not a look-up first). The zip
// must be in the zip table and a CVR number must pass lib/company-cvr.ts (issue 31), checked in the
// transaction so nothing is written when one fails.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateCompanyBody,
  LANDING_PAGES,
  LoginReply,
  errorResponses,
  type CreateCompanyBody as Body,
} from '@opgavetorvet/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { companies, users, zipCodes } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { checkCompanyCvr } from '../../lib/company-cvr.js';
import { hashPassword } from '../../lib/password.js';
import { logIn } from '../../lib/log-in.js';
import { sendingLimit } from './limits.js';
import { companySlug } from '../../lib/slug.js';
import { normalizeEmail, slugCandidates } from './rules.js';

/** Inserts user + company; returns the new user's id. */
async function createCompany(
  db: Db,
  body: Body,
  email: string,
  passwordHash: string,
  sellerCvr: string,
): Promise<number> {
  return await db.transaction(async (tx) => {
    if (!(await tx.select({ zip: zipCodes.zip }).from(zipCodes).where(eq(zipCodes.zip, body.zip)).get()))
      throw new AppError(400, 'errors:::zip');
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
      zip: body.zip,
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
        if (!isUniqueViolation(err, 'companies.slug')) throw err;
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
      const passwordHash = await hashPassword(request.body.password);
      const userId = await createCompany(
        fastify.db,
        request.body,
        email,
        passwordHash,
        fastify.config.seller.cvr,
      );
      await logIn(request, reply, fastify.db, userId);

      const params = { name: request.body.name.trim(), company: request.body.company_name.trim() };
      await fastify.mailer.send({
        to: email,
        subject: request.t('mail:::welcome_company::subject'),
        text: request.t('mail:::welcome_company::text', params),
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
