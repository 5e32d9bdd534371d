// The administrators (issue 33): GET /api/admin/administratorer lists them with who invited whom,
// whether each has set up the second factor and is active, and which is the caller;
// POST /api/admin/administratorer invites a new one by e-mail. The invitee's account is made with
// a random password it never learns and a one-time code (stored hashed, valid
// INVITATION_TTL_SECONDS, void after RESET_CODE_MAX_TRIES wrong tries) mailed with a link to the
// set-password page, as a customer's welcome mail does. Its first login then leads to setting up
// TOTP before anything else. The invitation is audit-logged, in the same transaction as the account
// and the mail.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import {
  AdminActionReply,
  AdministratorsReply,
  InviteAdminBody,
  errorResponses,
  type AdministratorRow,
} from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { adminSecondFactors, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { nowSeconds } from '../../lib/danish.js';
import { setPasswordPath } from '../../lib/job-posting.js';
import { hashPassword, newResetCode } from '../../lib/password.js';
import { scopedResponses } from '../../lib/scoped-responses.js';
import { inTransaction } from '../../lib/transaction.js';
import { invitationLimit } from './limits.js';

/** How long an invitation's code may be used. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

const inviter = alias(users, 'inviter');

async function administrators(db: Db, callerId: number): Promise<AdministratorRow[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      lastLoginAt: users.lastLoginAt,
      resetCodeExpiresAt: users.resetCodeExpiresAt,
      blockedAt: users.blockedAt,
      confirmedAt: adminSecondFactors.confirmedAt,
      passwordOnly: adminSecondFactors.passwordOnly,
      invitedBy: inviter.name,
    })
    .from(users)
    .leftJoin(adminSecondFactors, eq(adminSecondFactors.userId, users.id))
    .leftJoin(inviter, eq(inviter.id, adminSecondFactors.invitedBy))
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.name), asc(users.id))
    .all();
  const now = nowSeconds();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    second_factor:
      row.confirmedAt !== null
        ? ('set_up' as const)
        : row.passwordOnly === 1
          ? ('password_only' as const)
          : ('missing' as const),
    invited_by: row.invitedBy,
    invitation_pending:
      row.invitedBy !== null && row.lastLoginAt === null && (row.resetCodeExpiresAt ?? 0) > now,
    last_login_at: row.lastLoginAt,
    active: row.blockedAt === null,
    you: row.id === callerId,
  }));
}

const administratorsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/api/admin/administratorer',
    {
      schema: {
        tags: ['admin'],
        summary: 'The administrators and their second factor',
        response: scopedResponses(AdministratorsReply),
      },
    },
    async (request) => ({ administrators: await administrators(db, request.admin.id) }),
  );

  fastify.post(
    '/api/admin/administratorer',
    {
      config: { rateLimit: invitationLimit },
      schema: {
        tags: ['admin'],
        summary: 'Invite a new administrator by e-mail',
        body: InviteAdminBody,
        response: { 200: AdminActionReply, ...errorResponses },
      },
    },
    async (request) => {
      // Stored as every account's e-mail is: trimmed, in lower case.
      const email = request.body.email.trim().toLowerCase();
      const name = request.body.name.trim();
      const code = newResetCode();
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      const resetCode = await hashPassword(code);
      try {
        await inTransaction(db, async () => {
          const invitee = await db
            .insert(users)
            .values({
              email,
              name,
              role: 'admin',
              passwordHash,
              resetCode,
              resetCodeExpiresAt: nowSeconds() + INVITATION_TTL_SECONDS,
            })
            .returning({ id: users.id })
            .get();
          await db
            .insert(adminSecondFactors)
            .values({ userId: invitee.id, invitedBy: request.admin.id })
            .run();
          await recordAudit(db, {
            actorId: request.admin.id,
            action: 'admin.invite',
            targetType: 'user',
            targetId: invitee.id,
            after: { email, name },
          });
          await fastify.mailer.send(
            {
              to: email,
              subject: request.t('mail:::admin_invitation::subject'),
              text: request.t('mail:::admin_invitation::text', { name, code, inviter: request.admin.name }),
              link: {
                path: setPasswordPath(email, code),
                label: request.t('mail:::admin_invitation::button'),
              },
            },
            db,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users.email'))
          throw new AppError(409, 'errors:::admin_invite_email_taken');
        throw error;
      }
      return { type: 'success' as const, message: request.t('admin:::administratorer::invited', { email }) };
    },
  );
};

export default administratorsRoutes;
