// GET /social/{facebook,oidc}/recording and …/validation_status. Recording links the
// session's verified network id to the logged-in profile (one conditional update: only a profile
// without one, only an id no other profile has). A visitor's unknown id cannot be recorded here:
// a deployment with network access would fetch name, e-mail and phone to prefill the sign-up.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { SocialRecordingReply, SocialStatusReply, errorResponses } from '@opgavetorvet/contracts';
import { users } from '../../db/schema/index.js';
import './session-social.js';

/** The same two calls for each way in: the SDK's network and the OpenID provider. */
/** Another account, to see that a provider's identity is not someone else's already. */
const otherUsers = alias(users, 'other');

const NETWORKS = ['facebook', 'oidc'] as const;

const socialStatusRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const personOf = (userId: number) =>
    db
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId))
      .get();

  for (const network of NETWORKS) {
    fastify.get(
      `/social/${network}/recording`,
      {
        schema: {
          tags: ['social'],
          summary: 'Record the verified network id on the logged-in profile',
          response: { 200: SocialRecordingReply, 429: errorResponses[429] },
        },
      },
      async (request) => {
        const social = request.session.social?.network === network ? request.session.social : undefined;
        if (!social || social.state === 'failed' || social.state === 'started') return { saved: false };
        if (social.state === 'logged_in') return { saved: true };
        const user = request.currentUser;
        // The provider's identity waits for the password of its e-mail's profile: a call before
        // that login does not throw it away.
        if (network === 'oidc' && user === null) return { saved: false };
        const saved =
          user !== null &&
          user.role !== 'admin' &&
          (
            await db
              .update(users)
              .set({ fbUserId: social.userId })
              .where(
                and(
                  eq(users.id, user.id),
                  isNull(users.fbUserId),
                  notExists(
                    db
                      .select({ one: sql`1` })
                      .from(otherUsers)
                      .where(eq(otherUsers.fbUserId, social.userId)),
                  ),
                ),
              )
              .run()
          ).changes === 1;
        request.session.social = { ...social, state: saved ? 'logged_in' : 'failed' };
        return { saved };
      },
    );

    fastify.get(
      `/social/${network}/validation_status`,
      {
        schema: {
          tags: ['social'],
          summary: 'Where the social login stands (polled every 2 s)',
          response: { 200: SocialStatusReply, 429: errorResponses[429] },
        },
      },
      async (request) => {
        const social = request.session.social?.network === network ? request.session.social : undefined;
        const user = request.currentUser;
        if (social?.state === 'logged_in' && user) {
          const person = await personOf(user.id);
          return {
            status: 'refresh' as const,
            user_name: person?.name ?? user.name,
            email: person?.email ?? user.email,
            phone: person?.phone ?? '',
          };
        }
        if (social?.state === 'started')
          return { status: 'pending' as const, user_name: '', email: '', phone: '' };
        // Waiting for the password of the profile with this e-mail: the page asks for it.
        if (social?.state === 'pending') {
          return {
            status: 'pending' as const,
            user_name: social.name ?? '',
            email: social.email ?? '',
            phone: social.phone ?? '',
          };
        }
        return { status: 'failed' as const, user_name: '', email: '', phone: '' };
      },
    );
  }
};

export default socialStatusRoutes;
