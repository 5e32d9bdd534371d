// Posting a job, shared by POST /api/opgaver (routes/jobs) and the personalised work order
// (routes/customer-jobs): a visitor's new account (their password, or a random one with a mailed
// set-password code), then the visitor is logged in. The new job's page is the contracts' jobPage.
// Saving the account and the job in one transaction is the job's first state: domain/jobs/post-job.ts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGES } from '@opgavetorvet/contracts';
import { logIn } from './log-in.js';
import { hashPassword, newResetCode } from './password.js';

/** A job_attributes row to insert (without the job id). */
export interface AnswerRow {
  attributeId: number;
  optionId: number | null;
  numberValue: number | null;
  carModelId: number | null;
}

/** A visitor's contact fields, all present. */
export interface NewPoster {
  name: string;
  email: string;
  phone: string;
  password: string | undefined;
}

/** How long the set-password code mailed to a visitor's new account stays valid. */
export const NEW_ACCOUNT_CODE_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface NewAccount extends NewPoster {
  passwordHash: string;
  resetCodeHash: string | null;
}

export interface JobFields {
  categoryId: number;
  headline: string;
  description: string;
  zip: string;
  /** A personalised work order is addressed to this company only. */
  personalizedCompanyId?: number | null;
}

/** A visitor's account to create: their password, or a random one and a set-password code to mail. */
export async function prepareAccount(
  poster: NewPoster,
): Promise<{ account: NewAccount; code: string | null }> {
  const code = poster.password ? null : newResetCode();
  const account = {
    ...poster,
    passwordHash: await hashPassword(poster.password ?? randomBytes(24).toString('base64url')),
    resetCodeHash: code ? await hashPassword(code) : null,
  };
  return { account, code };
}

/**
 * The page where a new customer chooses her password with the code filled in (issue 10 #1). The
 * composer puts PUBLIC_URL in front; e-mail and code ride in the fragment, so no server logs them.
 */
export const setPasswordPath = (email: string, code: string): string =>
  `${PAGES.setPassword}#${new URLSearchParams({ email, kode: code }).toString()}`;

/** Logs the new account in and mails its set-password code (with a link that uses it) when it has one. */
export async function welcomeNewAccount(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  saved: { userId: number },
  account: NewAccount,
  code: string | null,
  headline: string,
): Promise<void> {
  await logIn(request, reply, fastify.db, saved.userId);
  if (!code) return;
  await fastify.mailer.send({
    to: account.email,
    subject: request.t('mail:::new_job_account::subject'),
    text: request.t('mail:::new_job_account::text', { name: account.name, code, headline }),
    link: { path: setPasswordPath(account.email, code), label: request.t('mail:::new_job_account::button') },
  });
}
