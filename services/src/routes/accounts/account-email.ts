// A customer's new e-mail address takes effect only once the link mailed to it is opened (issue 32):
// POST /api/bruger/profil/email mails /konto/bekraeft-email?u={user}&t={token} (a day, the sending
// limits of contact-changes.ts); opening it, logged in or not, moves the address (if no other
// account took it meanwhile) and lands on /bruger/profil saying whether it worked. Until then
// users.email keeps the old address, which is also told of the change.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  EmailChangeBody,
  MessageReply,
  PAGES,
  errorResponses,
  type EmailConfirmOutcome,
} from '@opgavetorvet/contracts';
import { findAccountByEmail } from '../../db/queries/accounts.js';
import { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { inTransaction } from '../../lib/transaction.js';
import {
  EMAIL_LINK_TTL_SECONDS,
  endChange,
  newEmailToken,
  pendingChange,
  secretHash,
  startChange,
} from './contact-changes.js';
import { sendingLimit } from './limits.js';
import { normalizeEmail } from './rules.js';

export const EMAIL_CONFIRM_PATH = '/konto/bekraeft-email';

const ConfirmLink = Type.Object(
  {
    u: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
    t: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
  },
  { additionalProperties: false },
);

const accountEmailRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.post(
    '/api/bruger/profil/email',
    {
      config: { rateLimit: sendingLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a confirmation link to a new e-mail address',
        body: EmailChangeBody,
        response: { 200: MessageReply, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.customer.id;
      const email = normalizeEmail(request.body.email);
      const holder = await findAccountByEmail(db, email);
      if (holder?.id === userId) throw new AppError(400, 'errors:::account::email_same');
      if (holder) throw new AppError(409, 'errors:::account::email_in_use');
      const token = newEmailToken();
      const path = `${EMAIL_CONFIRM_PATH}?${new URLSearchParams({ u: String(userId), t: token }).toString()}`;
      const params = { name: request.customer.name, email };
      const text = (part: string) => ({ key: `mail:::account_change::${part}`, params });
      await inTransaction(db, async () => {
        await startChange(db, fastify.linkSigner, {
          userId,
          field: 'email',
          newValue: email,
          secret: token,
          ttl: EMAIL_LINK_TTL_SECONDS,
          now: nowSeconds(),
        });
        await fastify.mailer.send({
          to: email,
          subject: text('email_subject'),
          text: text('email_text'),
          link: { path, label: text('email_button') },
        });
        await fastify.mailer.send({
          to: request.customer.email,
          subject: text('email_old_subject'),
          text: text('email_old_text'),
        });
      });
      return {
        type: 'success' as const,
        message: request.t('notices:::account::email_link_sent', { email }),
      };
    },
  );
};

/** The mailed link, outside the customer scope: it works logged out, the token is the authority. */
export const accountEmailConfirmRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.get(
    EMAIL_CONFIRM_PATH,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm a new e-mail address (the mailed link); lands on /bruger/profil',
        querystring: ConfirmLink,
        response: { 303: Type.Null() },
      },
    },
    async (request, reply) => {
      const userId = Number(request.query.u);
      const outcome = await inTransaction(db, async (): Promise<EmailConfirmOutcome> => {
        const change = await pendingChange(db, userId, 'email');
        if (!change || change.expiresAt <= nowSeconds()) return 'ugyldigt';
        const given = Buffer.from(secretHash(fastify.linkSigner, userId, 'email', request.query.t));
        const stored = Buffer.from(change.secretHash);
        if (given.length !== stored.length || !timingSafeEqual(given, stored)) return 'ugyldigt';
        if (await findAccountByEmail(db, change.newValue)) return 'ugyldigt';
        try {
          await db.update(users).set({ email: change.newValue }).where(eq(users.id, userId)).run();
        } catch (error) {
          if (isUniqueViolation(error, 'users.email')) return 'ugyldigt';
          throw error;
        }
        await endChange(db, userId, 'email');
        return 'bekraeftet';
      });
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${fastify.config.publicUrl}${PAGES.brugerProfil}?email=${outcome}`, 303);
    },
  );
};

export default accountEmailRoutes;
