// POST /api/opgaver: a customer posts a job in a subcategory with its attribute answers. A visitor
// also gives name, e-mail and phone: the account is created (with the chosen password, or a random
// one and a mailed set-password code), the job saved in the same transaction, and the visitor logged in.
// An e-mail that has a profile needs that profile's password first (existing-profile.ts).
// Photos uploaded for the job by the same session (issue 30) are attached in the job's own
// transaction, before the visitor is logged in: a refused photo leaves no job and no account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  CreateJobBody,
  CreateJobRefusal,
  CreateJobReply,
  JOB_PHOTOS_MAX,
  errorResponses,
  jobPage,
  openJobPage,
} from '@opgavetorvet/contracts';
import { carModels, categories, companies, invitations, zipCodes } from '../../db/schema/index.js';
import { notifyParty } from '../../lib/notify-party.js';
import { AppError } from '../../errors.js';
import { findAccountByEmail } from '../../db/queries/accounts.js';
import { logIn } from '../../lib/log-in.js';
import { refuseBlockedCustomer } from '../../lib/customer-block.js';
import { attributesOf, categoryById } from '../../db/queries/categories.js';
import { profileConfirmer } from './existing-profile.js';
import { checkAnswers, checkNewPoster } from './rules.js';
import { prepareAccount, welcomeNewAccount, type NewAccount } from '../../lib/job-posting.js';
import { saveJob } from '../../domain/jobs/post-job.js';
import { nowSeconds } from '../../lib/danish.js';
import { attachFiles } from '../../lib/files/attach.js';
import { uploaderOf } from '../../lib/files/uploader.js';

/** Per address: posting jobs creates accounts and sends mail. */
const postingLimit = { max: 30, timeWindow: 15 * 60 * 1000 };

const createJobRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const confirmProfile = profileConfirmer(fastify);

  fastify.post(
    '/api/opgaver',
    {
      config: { rateLimit: postingLimit },
      schema: {
        tags: ['jobs'],
        summary: 'Post a job (a visitor also creates a customer account and is logged in)',
        body: CreateJobBody,
        response: { 200: CreateJobReply, ...errorResponses, 401: CreateJobRefusal, 409: CreateJobRefusal },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const current = request.currentUser;
      if (current && current.role !== 'user') throw new AppError(403, 'errors:::forbidden');
      if (current) await refuseBlockedCustomer(db, current.id);

      const category = await categoryById(db, body.category_id);
      if (!category) throw new AppError(400, 'errors:::category_unknown');
      const hasChildren = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.parentId, category.id))
        .get();
      if (hasChildren) throw new AppError(400, 'errors:::category_choose_sub');
      const carModelIds = (body.attributes ?? []).flatMap((a) =>
        a.car_model_id == null ? [] : [a.car_model_id],
      );
      const knownCarModels = new Set(
        carModelIds.length === 0
          ? []
          : (
              await db
                .select({ id: carModels.id })
                .from(carModels)
                .where(inArray(carModels.id, carModelIds))
                .all()
            ).map((row) => row.id),
      );
      const answers = checkAnswers(
        await attributesOf(db, category.id),
        body.attributes ?? [],
        knownCarModels,
      );
      if (!(await db.select({ zip: zipCodes.zip }).from(zipCodes).where(eq(zipCodes.zip, body.zip)).get())) {
        throw new AppError(400, 'errors:::zip');
      }

      // SPEC §2 ?sendcompany=: a company that can take jobs (not blocked) gets the job as an invitation.
      const sendTo =
        body.send_company_id === undefined
          ? undefined
          : await db
              .select({ id: companies.id, userId: companies.userId })
              .from(companies)
              .where(and(eq(companies.id, body.send_company_id), isNull(companies.blockedAt)))
              .get();
      if (body.send_company_id !== undefined && !sendTo)
        throw new AppError(400, 'errors:::company_not_found');

      let account: NewAccount | null = null;
      let code: string | null = null;
      let ownerId = current?.id ?? null;
      if (!current) {
        const checked = checkNewPoster(body);
        if ('missing' in checked) {
          return reply
            .code(400)
            .send({ type: 'validation_errors', messages: checked.missing.map((key) => request.t(key)) });
        }
        const existing = await findAccountByEmail(db, checked.poster.email);
        if (existing) {
          const confirmed = await confirmProfile(request, existing, body.password_confirm);
          if ('refusal' in confirmed) {
            const { status, key, profile } = confirmed.refusal;
            return reply.code(status).send({ type: 'error', message: request.t(key), profile });
          }
          ownerId = confirmed.userId;
        } else ({ account, code } = await prepareAccount(checked.poster));
      }

      const job = {
        categoryId: category.id,
        headline: body.headline.trim(),
        description: body.description.trim(),
        zip: body.zip,
      };
      // Who uploaded the photos: this session (a visitor's file token survives the login after it).
      const uploader = uploaderOf(request);
      const saved = await saveJob(db, ownerId, account, job, answers, {
        extra: async (tx, jobId) => {
          await attachFiles(tx, {
            files: body.photos ?? [],
            to: { job: jobId },
            by: uploader,
            max: JOB_PHOTOS_MAX,
          });
          if (sendTo)
            await tx
              .insert(invitations)
              .values({ jobId, companyId: sendTo.id, slot: 1, createdAt: nowSeconds() })
              .run();
        },
      });
      if (sendTo && !saved.duplicate)
        await notifyParty(
          fastify,
          sendTo.userId,
          'invited',
          { headline: job.headline },
          openJobPage(saved.jobId),
        );
      // The worker tells the matching companies (job-alerts): the post only writes the job.
      fastify.delivery.wake();
      if (account) await welcomeNewAccount(fastify, request, reply, saved, account, code, job.headline);
      // The confirmed profile is logged in as by the login (new session id and CSRF secret).
      else if (!current) await logIn(request, reply, db, saved.userId);
      return { type: 'success' as const, job_id: saved.jobId, link: jobPage(saved.jobId) };
    },
  );
};

export default createJobRoute;
