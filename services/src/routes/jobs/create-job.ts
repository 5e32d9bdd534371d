// POST /api/opgaver: a customer posts a job in a subcategory with its attribute answers. A visitor
// also gives name, e-mail and phone: the account is created (with the chosen password, or a random
// one and a mailed set-password code), the job saved in the same transaction, and the visitor logged in.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { CreateJobBody, CreateJobReply, errorResponses } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { carModels, categories, jobAttributes, jobs, users, zipCodes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { hashPassword } from '../../lib/password.js';
import { findAccountByEmail, logIn } from '../accounts/queries.js';
import { newResetCode, nowSeconds } from '../accounts/rules.js';
import { attributesOf, categoryById } from '../catalog/queries.js';
import { NEW_ACCOUNT_CODE_TTL_SECONDS, checkAnswers, checkNewPoster, jobLink, type AnswerRow, type NewPoster } from './rules.js';

/** Per address: posting jobs creates accounts and sends mail. */
const postingLimit = { max: 30, timeWindow: 15 * 60 * 1000 };

interface NewAccount extends NewPoster {
  passwordHash: string;
  resetCodeHash: string | null;
}

interface JobFields {
  categoryId: number;
  headline: string;
  description: string;
  zip: string;
}

function isUniqueEmailViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' && (e.message ?? '').includes('users.email');
}

/** Creates the account (when new), the job and its answers in one transaction. */
function saveJob(db: Db, userId: number | null, account: NewAccount | null, job: JobFields, answers: AnswerRow[]): { userId: number; jobId: number } {
  return db.transaction((tx) => {
    let ownerId = userId;
    if (account) {
      try {
        ownerId = tx
          .insert(users)
          .values({
            email: account.email, name: account.name, phone: account.phone, zip: job.zip, role: 'user',
            passwordHash: account.passwordHash, resetCode: account.resetCodeHash,
            resetCodeExpiresAt: account.resetCodeHash ? nowSeconds() + NEW_ACCOUNT_CODE_TTL_SECONDS : null,
          })
          .returning({ id: users.id })
          .get().id;
      } catch (err) {
        if (isUniqueEmailViolation(err)) throw new AppError(409, 'errors:::email_taken');
        throw err;
      }
    }
    if (ownerId === null) throw new AppError(401, 'errors:::unauthorized');
    const jobId = tx
      .insert(jobs)
      .values({ userId: ownerId, ...job, status: 'open', createdAt: nowSeconds() })
      .returning({ id: jobs.id })
      .get().id;
    if (answers.length > 0) tx.insert(jobAttributes).values(answers.map((a) => ({ ...a, jobId }))).run();
    return { userId: ownerId, jobId };
  });
}

const createJobRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.post(
    '/api/opgaver',
    {
      config: { rateLimit: postingLimit },
      schema: {
        tags: ['jobs'],
        summary: 'Post a job (a visitor also creates a customer account and is logged in)',
        body: CreateJobBody,
        response: { 200: CreateJobReply, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const current = request.currentUser;
      if (current && current.role !== 'user') throw new AppError(403, 'errors:::forbidden');

      const category = categoryById(db, body.category_id);
      if (!category) throw new AppError(400, 'errors:::category_unknown');
      const hasChildren = db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, category.id)).get();
      if (hasChildren) throw new AppError(400, 'errors:::category_choose_sub');
      const carModelExists = (id: number) => db.select({ id: carModels.id }).from(carModels).where(eq(carModels.id, id)).get() !== undefined;
      const answers = checkAnswers(attributesOf(db, category.id), body.attributes ?? [], carModelExists);
      if (!db.select({ zip: zipCodes.zip }).from(zipCodes).where(eq(zipCodes.zip, body.zip)).get()) {
        throw new AppError(400, 'errors:::zip');
      }

      let account: NewAccount | null = null;
      let code: string | null = null;
      if (!current) {
        const checked = checkNewPoster(body);
        if ('missing' in checked) {
          return reply.code(400).send({ type: 'validation_errors', messages: checked.missing.map((key) => request.t(key)) });
        }
        const { poster } = checked;
        if (findAccountByEmail(db, poster.email)) throw new AppError(409, 'errors:::email_taken');
        code = poster.password ? null : newResetCode();
        account = {
          ...poster,
          passwordHash: await hashPassword(poster.password ?? randomBytes(24).toString('base64url')),
          resetCodeHash: code ? await hashPassword(code) : null,
        };
      }

      const job = { categoryId: category.id, headline: body.headline.trim(), description: body.description.trim(), zip: body.zip };
      const saved = saveJob(db, current?.id ?? null, account, job, answers);
      if (account) {
        await logIn(request, db, saved.userId);
        if (code) {
          const params = { name: account.name, code, headline: job.headline };
          await fastify.mailer.send({
            to: account.email,
            subject: request.t('mail:::new_job_account::subject'),
            text: request.t('mail:::new_job_account::text', params),
          });
        }
      }
      return { type: 'success' as const, job_id: saved.jobId, link: jobLink(saved.jobId) };
    },
  );
};

export default createJobRoute;
