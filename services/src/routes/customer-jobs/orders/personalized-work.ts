// POST /bruger/createpersonalizedwork: the personalised work order. A visitor whose e-mail has a
// profile must first confirm it with the password (/bruger/data_acknowledgment); otherwise the
// account is created as on POST /api/opgaver, and the job, addressed to the company (which is
// invited and told), is saved with its amount answer in one transaction. Replies { error, link }.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gte } from 'drizzle-orm';
import {
  PersonalizedWorkBody,
  PersonalizedWorkRefusal,
  PersonalizedWorkReply,
  jobPage,
  openJobPage,
} from '@opgavetorvet/contracts';
import { invitations, jobs, zipCodes } from '../../../db/schema/index.js';
import { notifyParty } from '../../../lib/notify-party.js';
import { validationMessages } from '../../../plugins/app/validation-messages.js';
import { findAccountByEmail } from '../../../db/queries/accounts.js';
import { prepareAccount, welcomeNewAccount, type NewAccount } from '../../../lib/job-posting.js';
import { saveJob } from '../../../domain/jobs/post-job.js';
import { isBlockedCustomer } from '../../../lib/customer-block.js';
import { companyCard } from '../../../db/queries/company-card.js';
import { nowSeconds } from '../../../lib/danish.js';
import { orderChoice } from '../../../db/queries/pricelists.js';

/** A second identical order within this time is the same click: its job is answered again. */
const REPEAT_WINDOW_SECONDS = 60;
const postingLimit = { max: 30, timeWindow: 15 * 60 * 1000 };

type Status = 400 | 401 | 403 | 404 | 409;

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: Status,
  key: string,
  params?: Record<string, string>,
) {
  const text = request.t(key, params);
  return reply.code(status).send({ error: text, link: '' as const, type: 'error' as const, message: text });
}

const personalizedWorkRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    '/bruger/createpersonalizedwork',
    {
      attachValidation: true,
      config: { rateLimit: postingLimit },
      schema: {
        tags: ['bruger'],
        summary: 'Personalised work order from a company pricelist (a visitor also gets an account)',
        body: PersonalizedWorkBody,
        response: {
          200: PersonalizedWorkReply,
          400: PersonalizedWorkRefusal,
          401: PersonalizedWorkRefusal,
          403: PersonalizedWorkRefusal,
          404: PersonalizedWorkRefusal,
          409: PersonalizedWorkRefusal,
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const messages = validationMessages(
          request.validationError.validation,
          PersonalizedWorkBody,
          'body',
          request.t.bind(request),
        );
        const text = messages[0] ?? request.t('errors:::bad_request');
        return reply
          .code(400)
          .send({ error: text, link: '' as const, type: 'error' as const, message: text });
      }
      const body = request.body;
      const current = request.currentUser;
      if (current && current.role !== 'user') return refuse(request, reply, 403, 'errors:::forbidden');
      if (current && (await isBlockedCustomer(db, current.id)))
        return refuse(request, reply, 403, 'errors:::customer_blocked');
      const company = await companyCard(db, body.company_id);
      if (!company) return refuse(request, reply, 404, 'errors:::company_not_found');
      const choice = await orderChoice(db, company.id, body.pricelist, body.categoryid, body.attr_id);
      if (!choice)
        return refuse(request, reply, 404, 'errors:::pricelist_not_found', { company: company.name });
      if (
        !(await db.select({ zip: zipCodes.zip }).from(zipCodes).where(eq(zipCodes.zip, body.location)).get())
      )
        return refuse(request, reply, 400, 'errors:::zip');

      let account: NewAccount | null = null;
      let code: string | null = null;
      if (!current) {
        const email = body.email.trim().toLowerCase();
        if (await findAccountByEmail(db, email))
          return refuse(request, reply, 409, 'errors:::confirm_profile_first');
        ({ account, code } = await prepareAccount({
          name: body.name.trim(),
          email,
          phone: body.phone.trim(),
          password: undefined,
        }));
      }

      const headline = body.headline.trim();
      const { attribute } = choice;
      const description = fastify.translate(
        'da-DK',
        attribute ? 'fragments-bruger:::order::description_amount' : 'fragments-bruger:::order::description',
        {
          company: company.name,
          line: choice.line.name,
          attribute: attribute?.name ?? '',
          amount: body.amount,
          unit: attribute?.unit ?? '',
        },
      );
      const answers = attribute
        ? [{ attributeId: attribute.id, optionId: null, numberValue: body.amount, carModelId: null }]
        : [];
      const job = {
        categoryId: choice.line.categoryId,
        headline,
        description,
        zip: body.location,
        personalizedCompanyId: company.id,
      };
      const saved = await saveJob(db, current?.id ?? null, account, job, answers, {
        duplicateOf: async (tx) =>
          (
            await tx
              .select({ id: jobs.id })
              .from(jobs)
              .where(
                and(
                  eq(jobs.userId, current?.id ?? 0),
                  eq(jobs.personalizedCompanyId, company.id),
                  eq(jobs.headline, headline),
                  eq(jobs.categoryId, choice.line.categoryId),
                  gte(jobs.createdAt, nowSeconds() - REPEAT_WINDOW_SECONDS),
                ),
              )
              .get()
          )?.id,
        extra: (tx, jobId) => tx.insert(invitations).values({ jobId, companyId: company.id, slot: 1 }).run(),
      });
      if (account) await welcomeNewAccount(fastify, request, reply, saved, account, code, headline);
      if (!saved.duplicate)
        await notifyParty(fastify, company.userId, 'invited', { headline }, openJobPage(saved.jobId));
      return { error: '', link: jobPage(saved.jobId) };
    },
  );
};

export default personalizedWorkRoute;
